import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { AboutPage, validateAbout } from './about-page';
import { useAboutStore } from '../stores/about-store';
import { mockApi } from '../../../test/mock-api';
import { TestRouter } from '../../../test/test-router';

const full = { tr: 'a', en: 'b', ru: 'c' };
const empty = { tr: '', en: '', ru: '' };

const api = mockApi({
  'GET /api/about': () => [
    {
      id: 1,
      image: '',
      title: { tr: 'Hakkımızda', en: 'About', ru: 'О нас' },
      subtitle: { tr: '', en: '', ru: '' },
      description: { tr: 'Metin', en: 'Text', ru: 'Текст' },
      mission: { tr: '', en: '', ru: '' },
      vision: { tr: '', en: '', ru: '' },
    },
  ],
  'PUT /api/about': () => undefined,
});
const saveAbout = api['PUT /api/about'];

afterEach(() => {
  useAboutStore.getState().reset();
  jest.clearAllMocks();
});

const renderPage = () =>
  render(
    <TestRouter>
      <AboutPage />
    </TestRouter>,
  );

describe('about rules', () => {
  it('requires the title and description in three languages; mission and vision are optional', () => {
    expect(
      validateAbout({
        image: '',
        title: full,
        subtitle: empty,
        description: { ...full, en: '' },
        mission: empty,
        vision: empty,
      }),
    ).toEqual([{ field: 'description.en', message: 'İngilizce açıklama boş' }]);
    expect(
      validateAbout({
        image: '',
        title: full,
        subtitle: empty,
        description: full,
        mission: empty,
        vision: empty,
      }),
    ).toEqual([]);
  });

  it('refuses an image address typed by hand that the server would refuse', () => {
    expect(
      validateAbout({
        image: 'resim.jpg',
        title: full,
        subtitle: empty,
        description: full,
        mission: empty,
        vision: empty,
      }),
    ).toEqual([
      {
        field: 'image',
        message: 'Görsel: geçerli bir web adresi yazın, örn. https://… — ya da bir dosya yükleyin',
        live: true,
      },
    ]);
  });
});

describe('Hakkımızda screen', () => {
  it('stops naming a problem once the user has fixed it', async () => {
    renderPage();
    const title = await screen.findByLabelText('Başlık (TR) *');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('Türkçe başlık boş', { selector: '.adm-alert' })).toBeInTheDocument();
    // At the field too, which has the focus.
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Türkçe başlık boş');
    expect(title).toHaveFocus();
    expect(saveAbout).not.toHaveBeenCalled();

    await userEvent.type(title, 'Biz Kimiz');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal with the field it is about, until the next edit', async () => {
    saveAbout.mockRejectedValueOnce(
      new HTTPError(
        new Response(
          JSON.stringify({
            detail: [{ loc: ['body', 'vision'], msg: 'Metin çok uzun', type: 'isLocalized' }],
          }),
          { status: 422 },
        ),
        new Request('http://konak.test/api/about/'),
        {} as never,
      ),
    );
    renderPage();
    const title = await screen.findByLabelText('Başlık (TR) *');
    await userEvent.type(title, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const box = await screen.findByText('İşlem başarısız: Vizyon: Metin çok uzun', {
      selector: '.adm-alert',
    });
    expect(within(box).queryByText(/\[object|undefined|HTTP/)).toBeNull();

    await userEvent.type(title, '!');
    expect(
      screen.queryByText('İşlem başarısız: Vizyon: Metin çok uzun', { selector: '.adm-alert' }),
    ).not.toBeInTheDocument();
  });

  it('is clean again after a save, holding what the server stored', async () => {
    saveAbout.mockImplementationOnce(async ({ body }: { body: object }) => ({ id: 1, ...body }));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Başlık (TR) *'), ' 2');
    expect(screen.getByText('Kaydedilmemiş değişiklikler var')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Değişiklik yok')).toBeInTheDocument();
    expect(saveAbout).toHaveBeenCalledWith({
      body: expect.objectContaining({ title: { tr: 'Hakkımızda 2', en: 'About', ru: 'О нас' } }),
    });
  });
});
