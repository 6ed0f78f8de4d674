import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type BlogPost } from '@konak/shared-ui';
import { BlogPage } from './blog-page';
import { useBlogStore } from '../stores/blog-store';
import { mockApi, paged } from '../../../test/mock-api';
import { TestRouter } from '../../../test/test-router';

const api = mockApi({
  'GET /api/blog': jest.fn(() => paged([])),
  'POST /api/blog': ({ body }) => ({ id: 9, ...(body as object) }),
  'PUT /api/blog/{id}': () => undefined,
  'DELETE /api/blog/{id}': () => undefined,
});
const createPost = api['POST /api/blog'];

afterEach(() => {
  useBlogStore.getState().reset();
  jest.clearAllMocks();
});

const post = (id: number, title: string) =>
  ({ id, slug: `yazi-${id}`, title: { tr: title, en: '', ru: '' }, excerpt: { tr: '', en: '', ru: '' }, content: { tr: '', en: '', ru: '' }, category: 'Blog', tags: [], date: '2026-01-01', published: true }) as unknown as BlogPost;

const renderPage = () => render(<TestRouter><BlogPage /></TestRouter>);

describe('Blog Yönetimi', () => {
  it('signs a new post with the signed-in person’s name', async () => {
    const before = useAuthStore.getState().user;
    useAuthStore.setState({ user: { email: 'ece@konak.tr', name: 'Ece Yılmaz' } as never });
    try {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Yeni yazı ekle/ }));
      expect(screen.getByLabelText('Yazar')).toHaveValue('Ece Yılmaz');
    } finally {
      useAuthStore.setState({ user: before });
    }
  });

  it('shows a page of posts with the pager, the page in the address (issue 25)', async () => {
    api['GET /api/blog'].mockImplementation(({ params }) => paged([post(Number(params?.query?.page) * 100, `Yazı sayfa ${params?.query?.page}`)], 40));
    render(<TestRouter initialEntries={['/admin/blogs?sayfa=2']}><BlogPage /></TestRouter>);
    expect(await screen.findByText('Yazı sayfa 2')).toBeInTheDocument();
    expect(screen.getByText('Toplam 40 yazı · Sayfa 2 / 4')).toBeInTheDocument();
    expect(api['GET /api/blog']).toHaveBeenCalledWith(expect.objectContaining({ params: { query: { page: 2, per_page: 12 } } }));
    await userEvent.click(screen.getByRole('link', { name: /Sonraki/ }));
    expect(await screen.findByText('Yazı sayfa 3')).toBeInTheDocument();
    // A delete reads the page again.
    const calls = api['GET /api/blog'].mock.calls.length;
    await act(async () => void (await useBlogStore.getState().remove(300)));
    expect(api['GET /api/blog'].mock.calls.length).toBe(calls + 1);
    api['GET /api/blog'].mockImplementation(() => paged([]));
  });

  it('shows the empty state', async () => {
    renderPage();
    expect(await screen.findByText('Henüz blog yazısı yok. Yukarıdaki butona tıklayarak ekleyin.')).toBeInTheDocument();
  });

  it('suggests the slug from the Turkish title (apostrophes dropped) until it is edited by hand', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Yeni yazı ekle/ }));
    await userEvent.type(screen.getByLabelText('Başlık (TR) *'), 'Antalya’da Yaşam Rehberi');
    const slug = screen.getByLabelText('Kısa ad (slug) *');
    expect(slug).toHaveValue('antalyada-yasam-rehberi');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'rehber');
    await userEvent.type(screen.getByLabelText('Başlık (TR) *'), ' 2024');
    expect(slug).toHaveValue('rehber');
  });

  it('marks missing languages and does not send until all three are filled', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Yeni yazı ekle/ }));
    await userEvent.type(screen.getByLabelText('Başlık (TR) *'), 'Başlık');
    await userEvent.type(screen.getByLabelText('Özet (TR) *'), 'Özet');
    await userEvent.type(screen.getByLabelText('İçerik (TR) *'), '## Ara başlık\n\nParagraf');
    const tabs = screen.getAllByRole('tablist')[0];
    expect(within(within(tabs).getByRole('tab', { name: /EN/ })).getByLabelText('eksik')).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'TR' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ara başlık' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('Rusça içerik boş', { selector: '.adm-alert li' })).toBeInTheDocument();
    // The first language with a problem is opened, its field named and focused.
    expect(within(tabs).getByRole('tab', { name: /EN/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Başlık (EN) *')).toHaveFocus();
    expect(screen.getByLabelText('Başlık (EN) *')).toHaveAccessibleDescription('İngilizce başlık boş');
    expect(createPost).not.toHaveBeenCalled();

    for (const lang of ['EN', 'RU']) {
      await userEvent.click(within(tabs).getByRole('tab', { name: new RegExp(lang) }));
      await userEvent.type(screen.getByLabelText(`Başlık (${lang}) *`), 'T');
      await userEvent.type(screen.getByLabelText(`Özet (${lang}) *`), 'E');
      await userEvent.type(screen.getByLabelText(`İçerik (${lang}) *`), 'C');
    }
    await userEvent.clear(screen.getByLabelText('Etiketler'));
    await userEvent.type(screen.getByLabelText('Etiketler'), 'antalya, , yaşam ');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(createPost).toHaveBeenCalledWith({ body: expect.objectContaining({ slug: 'baslik', tags: ['antalya', 'yaşam'], category: 'Blog', author: 'Admin', published: true }) });
    const sent = createPost.mock.calls[0][0].body as BlogPost;
    expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
  });
});
