import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { AboutPage, validateAbout } from './about-page';
import { useAboutStore } from '../stores/about-store';
import { saveAbout } from '../api/save-about';
import { TestRouter } from '../../../test/test-router';

const full = { tr: 'a', en: 'b', ru: 'c' };
const empty = { tr: '', en: '', ru: '' };

jest.mock('../api/get-about', () => ({
  getAbout: jest.fn(async () => ({ id: 1, image: '', title: { tr: 'Hakkımızda', en: 'About', ru: 'О нас' }, subtitle: { tr: '', en: '', ru: '' }, description: { tr: 'Metin', en: 'Text', ru: 'Текст' }, mission: { tr: '', en: '', ru: '' }, vision: { tr: '', en: '', ru: '' } })),
}));
jest.mock('../api/save-about', () => ({ saveAbout: jest.fn() }));

afterEach(() => {
  useAboutStore.getState().reset();
  jest.clearAllMocks();
});

const renderPage = () => render(<TestRouter><AboutPage /></TestRouter>);

describe('about rules', () => {
  it('requires the title and description in three languages; mission and vision are optional', () => {
    expect(validateAbout({ image: '', title: full, subtitle: empty, description: { ...full, en: '' }, mission: empty, vision: empty })).toEqual([
      'Başlık ve açıklama şu dillerde zorunlu: İngilizce',
    ]);
    expect(validateAbout({ image: '', title: full, subtitle: empty, description: full, mission: empty, vision: empty })).toEqual([]);
  });

  it('refuses an image address typed by hand that the server would refuse', () => {
    expect(validateAbout({ image: 'resim.jpg', title: full, subtitle: empty, description: full, mission: empty, vision: empty })).toEqual([
      'Görsel adresi /api/uploads/ ya da https:// ile başlayan bir adres olmalı',
    ]);
  });
});

describe('Hakkımızda screen', () => {
  it('stops naming a problem once the user has fixed it', async () => {
    renderPage();
    const title = await screen.findByLabelText('Başlık (TR) *');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Başlık ve açıklama şu dillerde zorunlu: Türkçe');
    expect(saveAbout).not.toHaveBeenCalled();

    await userEvent.type(title, 'Biz Kimiz');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal with the field it is about, until the next edit', async () => {
    (saveAbout as jest.Mock).mockRejectedValueOnce(
      new HTTPError(
        new Response(JSON.stringify({ detail: [{ loc: ['body', 'vision'], msg: 'Metin çok uzun', type: 'isLocalized' }] }), { status: 422 }),
        new Request('http://konak.test/api/about/'),
        {} as never,
      ),
    );
    renderPage();
    const title = await screen.findByLabelText('Başlık (TR) *');
    await userEvent.type(title, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const box = await screen.findByText('İşlem başarısız: Vizyon: Metin çok uzun', { selector: '.adm-alert' });
    expect(within(box).queryByText(/\[object|undefined|HTTP/)).toBeNull();

    await userEvent.type(title, '!');
    expect(screen.queryByText('İşlem başarısız: Vizyon: Metin çok uzun', { selector: '.adm-alert' })).not.toBeInTheDocument();
  });

  it('is clean again after a save, holding what the server stored', async () => {
    (saveAbout as jest.Mock).mockImplementationOnce(async (about: object) => ({ id: 1, ...about }));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Başlık (TR) *'), ' 2');
    expect(screen.getByText('Kaydedilmemiş değişiklikler var')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Değişiklik yok')).toBeInTheDocument();
    expect(saveAbout).toHaveBeenCalledWith(expect.objectContaining({ title: { tr: 'Hakkımızda 2', en: 'About', ru: 'О нас' } }));
  });
});
