import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrashPage } from './trash-page';
import { useTrashStore } from '../stores/trash-store';
import { mockApi, paged } from '../../../test/mock-api';
import { TestRouter } from '../../../test/test-router';

const DAY = 86_400_000;
const item = (type: string, id: number, title: string, daysAgo: number) => ({
  type,
  id,
  title,
  deleted_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
  deleted_by: 'Ayşe Yılmaz',
  purge_at: new Date(Date.now() + (30 - daysAgo) * DAY - 60_000).toISOString(),
});

const api = mockApi({
  'GET /api/trash': ({ params }) =>
    params?.query?.type === 'project'
      ? paged([item('project', 1, 'Güneş Evleri', 2)], 1)
      : paged([item('project', 1, 'Güneş Evleri', 2), item('contact_request', 7, 'Mehmet Demir', 10)], 62),
  'POST /api/trash/{type}/{id}/restore': () => undefined,
  'DELETE /api/trash/{type}/{id}': () => undefined,
});

afterEach(() => {
  useTrashStore.setState({ busy: null });
  jest.clearAllMocks();
});

const renderPage = () =>
  render(
    <TestRouter>
      <TrashPage />
    </TestRouter>,
  );
const row = async (title: string) => (await screen.findByText(title)).closest('article') as HTMLElement;

describe('Çöp Kutusu', () => {
  it('lists every kind with who deleted it and the days left', async () => {
    renderPage();
    const project = await row('Güneş Evleri');
    expect(within(project).getByText('Proje')).toBeInTheDocument();
    expect(within(project).getByText('28 gün sonra silinecek')).toBeInTheDocument();
    expect(within(project).getByText(/Ayşe Yılmaz/)).toBeInTheDocument();
    expect(within(await row('Mehmet Demir')).getByText('Geri arama talebi')).toBeInTheDocument();
    expect(screen.getByText('Toplam 62 kayıt · Sayfa 1 / 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proje' }));
    expect(await screen.findByText('Toplam 1 kayıt · Sayfa 1 / 1')).toBeInTheDocument();
    expect(screen.queryByText('Mehmet Demir')).not.toBeInTheDocument();
    expect(api['GET /api/trash']).toHaveBeenLastCalledWith(
      expect.objectContaining({ params: { query: { type: 'project', page: 1, per_page: 50 } } }),
    );
  });

  it('opens the kind and the page the address names', async () => {
    render(
      <TestRouter initialEntries={['/admin/cop-kutusu?tur=talep&sayfa=2']}>
        <TrashPage />
      </TestRouter>,
    );
    await screen.findByText('Mehmet Demir');
    expect(api['GET /api/trash']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { type: 'contact_request', page: 2, per_page: 50 } } }),
    );
    expect(screen.getByRole('button', { name: 'Geri arama talebi' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restores with one click', async () => {
    renderPage();
    await userEvent.click(within(await row('Güneş Evleri')).getByRole('button', { name: 'Geri al' }));
    expect(api['POST /api/trash/{type}/{id}/restore']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { path: { type: 'project', id: 1 } } }),
    );
    expect(api['GET /api/trash']).toHaveBeenCalledTimes(2);
  });

  it('deletes for good only after confirming', async () => {
    renderPage();
    await userEvent.click(
      within(await row('Mehmet Demir')).getByRole('button', { name: 'Kalıcı olarak sil' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/geri alınamaz/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(api['DELETE /api/trash/{type}/{id}']).not.toHaveBeenCalled();
    await userEvent.click(
      within(await row('Mehmet Demir')).getByRole('button', { name: 'Kalıcı olarak sil' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Kalıcı olarak sil' }),
    );
    expect(api['DELETE /api/trash/{type}/{id}']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { path: { type: 'contact_request', id: 7 } } }),
    );
  });
});
