import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { mockApi, paged } from '../../../test/mock-api';
import { VersionHistoryButton } from './version-history-button';

const L = (tr: string) => ({ tr, en: `${tr} en`, ru: `${tr} ru` });
const summary = (id: number, number: number, extra = {}) => ({
  id,
  type: 'blog_post',
  item_id: 7,
  number,
  changed: ['content'],
  restored_from: null,
  user_id: 1,
  user_name: 'Ayşe',
  created_at: '2026-11-26T10:00:00.000Z',
  ...extra,
});
const data = (text: string) => ({
  slug: 'yazi',
  title: L('Başlık'),
  content: L(text),
  image: '/api/uploads/a.jpg',
});

const api = mockApi({
  'GET /api/versions': () => paged([summary(13, 3), summary(12, 2), summary(11, 1, { user_name: '' })]),
  'GET /api/versions/{id}': ({ params }) => ({
    ...summary(Number(params!.path!.id), 14 - Number(params!.path!.id)),
    data: data(`Metin ${params!.path!.id}`),
  }),
  'POST /api/versions/{id}/restore': () => summary(14, 4, { restored_from: 1 }),
});

// jsdom has no <dialog> methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open');
  };
});
afterEach(() => jest.clearAllMocks());

describe('version history', () => {
  it('reads the older versions a page at a time, below those shown (issue 25)', async () => {
    api['GET /api/versions']
      .mockImplementationOnce(() => paged([summary(13, 3), summary(12, 2)], 3))
      .mockImplementationOnce(() => paged([summary(11, 1)], 3));
    render(<VersionHistoryButton type="blog_post" id={7} onRestored={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Geçmiş/ }));
    const list = await screen.findByRole('region', { name: 'Sürümler' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Daha eski sürümler (1 sürüm daha)' }));
    expect(await within(list).findByText('Sürüm 1')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(api['GET /api/versions']).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: { query: { type: 'blog_post', id: 7, page: 2, per_page: 50 } } }),
    );
    expect(within(list).queryByRole('button', { name: /Daha eski/ })).not.toBeInTheDocument();
  });

  it('shows no button for an item not saved yet', () => {
    const { container } = render(<VersionHistoryButton type="blog_post" onRestored={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the versions, compares the latest two word by word, and restores one after asking', async () => {
    const onRestored = jest.fn();
    render(<VersionHistoryButton type="blog_post" id={7} onRestored={onRestored} />);
    await userEvent.click(screen.getByRole('button', { name: /Geçmiş/ }));
    expect(api['GET /api/versions']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { type: 'blog_post', id: 7, page: 1, per_page: 50 } } }),
    );
    const list = await screen.findByRole('region', { name: 'Sürümler' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Sürüm 3şu anki'),
      expect.stringContaining('Sürüm 2'),
      expect.stringContaining('Geçmiş başlamadan önceki hâli'),
    ]);
    expect(within(items[0]).getByRole('checkbox')).toBeChecked();
    expect(within(items[1]).getByRole('checkbox')).toBeChecked();

    const compare = screen.getByRole('region', { name: 'Karşılaştırma' });
    // Only the content changed: one row per language, the title and image behind "aynı olanları göster".
    expect(await within(compare).findAllByText('İçerik')).toHaveLength(3);
    expect(within(compare).queryByText('Başlık')).toBeNull();
    expect(compare.querySelector('del')).toHaveTextContent('12');
    expect(compare.querySelector('ins')).toHaveTextContent('13');
    await userEvent.click(within(compare).getByLabelText(/Aynı olanları göster \(5\)/));
    expect(
      [...compare.querySelectorAll('dt')].filter((dt) => dt.textContent?.startsWith('Başlık')),
    ).toHaveLength(3);
    expect(compare.querySelectorAll('img')).toHaveLength(2);

    // The current version cannot be restored; the older one can, after a confirmation.
    expect(within(compare).getAllByRole('button', { name: 'Bu sürümü geri yükle' })).toHaveLength(1);
    await userEvent.click(within(compare).getByRole('button', { name: 'Bu sürümü geri yükle' }));
    expect(api['POST /api/versions/{id}/restore']).not.toHaveBeenCalled();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Sürüm 2 geri yüklensin mi?' })).getByRole('button', {
        name: 'Geri yükle',
      }),
    );
    expect(api['POST /api/versions/{id}/restore']).toHaveBeenCalledWith({ params: { path: { id: 12 } } });
    expect(onRestored).toHaveBeenCalled();
  }, 20_000);

  it('says why a restore was refused and leaves the form alone', async () => {
    const refused = new HTTPError(
      new Response(JSON.stringify({ detail: 'Bu kayıt silinmiş ya da çöp kutusunda' }), { status: 409 }),
      new Request('http://x/api/versions/12/restore'),
      {} as never,
    );
    api['POST /api/versions/{id}/restore'].mockRejectedValueOnce(refused);
    const onRestored = jest.fn();
    render(<VersionHistoryButton type="blog_post" id={7} onRestored={onRestored} />);
    await userEvent.click(screen.getByRole('button', { name: /Geçmiş/ }));
    const compare = await screen.findByRole('region', { name: 'Karşılaştırma' });
    await userEvent.click(await within(compare).findByRole('button', { name: 'Bu sürümü geri yükle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Geri yükle' }));
    expect(onRestored).not.toHaveBeenCalled();
    expect(await screen.findByRole('region', { name: 'Sürümler' })).toBeInTheDocument();
  }, 20_000);
});
