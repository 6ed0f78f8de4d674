import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost } from '@konak/shared-ui';
import { BlogPage } from './blog-page';
import { useBlogStore } from '../stores/blog-store';
import { createPost } from '../api/create-post';
import { TestRouter } from '../../../test/test-router';

jest.mock('../api/list-posts', () => ({ listPosts: jest.fn(async () => []) }));
jest.mock('../api/create-post', () => ({ createPost: jest.fn(async (p: unknown) => ({ id: 9, ...(p as object) })) }));
jest.mock('../api/update-post', () => ({ updatePost: jest.fn() }));
jest.mock('../api/delete-post', () => ({ deletePost: jest.fn() }));

afterEach(() => useBlogStore.getState().reset());

const renderPage = () => render(<TestRouter><BlogPage /></TestRouter>);

describe('Blog Yönetimi', () => {
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
    expect(screen.getByRole('alert')).toHaveTextContent('Başlık, özet ve içerik şu dillerde zorunlu: İngilizce, Rusça');
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
    expect(createPost).toHaveBeenCalledWith(expect.objectContaining({ slug: 'baslik', tags: ['antalya', 'yaşam'], category: 'BLOG', author: 'Admin', published: true }));
    const sent = (createPost as jest.Mock).mock.calls[0][0] as BlogPost;
    expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
  });
});
