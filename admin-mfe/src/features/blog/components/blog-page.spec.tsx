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
  'PUT /api/blog/{id_or_slug}': () => undefined,
  'DELETE /api/blog/{id_or_slug}': () => undefined,
});
const createPost = api['POST /api/blog'];

afterEach(() => {
  useBlogStore.getState().reset();
  jest.clearAllMocks();
});

const post = (id: number, title: string) =>
  ({
    id,
    slug: `yazi-${id}`,
    title: { tr: title, en: '', ru: '' },
    excerpt: { tr: '', en: '', ru: '' },
    content: { tr: '', en: '', ru: '' },
    category: 'Blog',
    tags: [],
    date: '2026-01-01',
    published: true,
  }) as unknown as BlogPost;

const renderPage = () =>
  render(
    <TestRouter>
      <BlogPage />
    </TestRouter>,
  );

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
    api['GET /api/blog'].mockImplementation(({ params }) =>
      paged([post(Number(params?.query?.page) * 100, `Yazı sayfa ${params?.query?.page}`)], 40),
    );
    render(
      <TestRouter initialEntries={['/admin/blogs?sayfa=2']}>
        <BlogPage />
      </TestRouter>,
    );
    expect(await screen.findByText('Yazı sayfa 2')).toBeInTheDocument();
    expect(screen.getByText('Toplam 40 yazı · Sayfa 2 / 4')).toBeInTheDocument();
    expect(api['GET /api/blog']).toHaveBeenCalledWith(
      expect.objectContaining({ params: { query: { page: 2, per_page: 12 } } }),
    );
    await userEvent.click(screen.getByRole('link', { name: /Sonraki/ }));
    expect(await screen.findByText('Yazı sayfa 3')).toBeInTheDocument();
    // A delete reads the page again.
    const calls = api['GET /api/blog'].mock.calls.length;
    await act(async () => void (await useBlogStore.getState().remove(300)));
    expect(api['GET /api/blog'].mock.calls.length).toBe(calls + 1);
    api['GET /api/blog'].mockImplementation(() => paged([]));
  });

  it('marks a post some language of which waits for a translator, and a scheduled post with its publication day (issue 26)', async () => {
    const waiting = {
      ...post(1, 'Yarım çeviri'),
      title: { tr: 'Yarım çeviri', en: 'Half', ru: '' },
      excerpt: { tr: 'Özet', en: 'Summary', ru: '' },
    };
    const complete = { ...post(2, 'Tam çeviri'), title: { tr: 'Tam çeviri', en: 'Full', ru: 'Полный' } };
    const scheduled = {
      ...post(3, 'Zamanlı'),
      date: '2026-01-01T12:00:00.000Z',
      publication: 'scheduled',
      publish_at: '2026-03-05T07:00:00.000Z',
    };
    api['GET /api/blog'].mockImplementation(() => paged([waiting, complete, scheduled] as BlogPost[]));
    renderPage();
    const row = (title: string) =>
      screen.getByText(title, { selector: 'h3' }).closest('article') as HTMLElement;
    expect(await screen.findByText('Yarım çeviri')).toBeInTheDocument();
    expect(within(row('Yarım çeviri')).getByText('Çeviri bekliyor · Rusça')).toBeInTheDocument();
    expect(within(row('Tam çeviri')).queryByText(/Çeviri bekliyor/)).not.toBeInTheDocument();
    expect(within(row('Zamanlı')).getByText('Zamanlanmış · 5 Mart 10:00')).toBeInTheDocument();
    expect(within(row('Zamanlı')).queryByText(/Ocak/)).not.toBeInTheDocument();
    // The post on the site through a plain link, its address only as the link's tip (issue 26).
    const onSite = within(row('Tam çeviri')).getByRole('link', { name: 'Sitede gör: Tam çeviri' });
    expect(onSite).toHaveTextContent('Sitede gör');
    expect(onSite.getAttribute('href')).toMatch(/\/blog\/yazi-2$/);
    expect(row('Tam çeviri')).not.toHaveTextContent('yazi-2');
    api['GET /api/blog'].mockImplementation(() => paged([]));
  });

  it('shows the empty state', async () => {
    renderPage();
    expect(
      await screen.findByText('Henüz blog yazısı yok. Yukarıdaki butona tıklayarak ekleyin.'),
    ).toBeInTheDocument();
  });

  it('suggests the slug from the Turkish title (apostrophes dropped) until it is edited by hand', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Yeni yazı ekle/ }));
    await userEvent.type(screen.getByLabelText('Başlık (TR) *'), 'Antalya’da Yaşam Rehberi');
    const slug = screen.getByLabelText('Sayfa adresi *');
    expect(slug).toHaveValue('antalyada-yasam-rehberi');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'rehber');
    await userEvent.type(screen.getByLabelText('Başlık (TR) *'), ' 2024');
    expect(slug).toHaveValue('rehber');
  });

  it('marks missing languages, refuses an empty Turkish text and saves a Turkish-only draft, flagged (issue 26)', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Yeni yazı ekle/ }));
    // A new post is a draft until she publishes it.
    expect(screen.getByRole('radio', { name: 'Taslak' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(screen.getByLabelText('Başlık (TR) *'), 'Başlık');
    await userEvent.type(screen.getByLabelText('Özet (TR) *'), 'Özet');
    const tabs = screen.getAllByRole('tablist')[0];
    expect(within(within(tabs).getByRole('tab', { name: /EN/ })).getByLabelText('eksik')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('Türkçe içerik boş', { selector: '.adm-alert' })).toBeInTheDocument();
    expect(screen.queryByText(/İngilizce .* boş|Rusça .* boş/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('İçerik (TR) *')).toHaveFocus();
    expect(createPost).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('İçerik (TR) *'), '## Ara başlık\n\nParagraf');
    expect(screen.getByRole('heading', { name: 'Ara başlık' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'TR' })).toBeInTheDocument();
    expect(screen.getByText(/İngilizce, Rusça metni eksik/)).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: /EN/ }));
    expect(screen.getByLabelText('Başlık (EN)')).not.toHaveAttribute('aria-required');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(createPost).toHaveBeenCalledWith({
      body: expect.objectContaining({
        slug: 'baslik',
        category: 'Blog',
        author: 'Admin',
        published: false,
        publication: 'draft',
      }),
    });
    expect(createPost.mock.calls[0][0].body).toMatchObject({
      title: { tr: 'Başlık', en: '', ru: '' },
      content: { en: '', ru: '' },
    });
    const sent = createPost.mock.calls[0][0].body as BlogPost;
    expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
  });
});
