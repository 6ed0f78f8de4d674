import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, type BlogPost } from '@konak/shared-ui';
import { BlogPage } from './blog-page';
import { useBlogStore } from '../stores/blog-store';
import { mockApi } from '../../../test/mock-api';
import { TestRouter } from '../../../test/test-router';

const api = mockApi({
  'GET /api/blog': () => [],
  'POST /api/blog': ({ body }) => ({ id: 9, ...(body as object) }),
  'PUT /api/blog/{id}': () => undefined,
  'DELETE /api/blog/{id}': () => undefined,
});
const createPost = api['POST /api/blog'];

afterEach(() => useBlogStore.getState().reset());

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
