import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyLocalized, type Slider } from '@konak/shared-ui';
import { useSlidersStore } from '../stores/sliders-store';
import { mockApi } from '../../../test/mock-api';
import { SliderForm } from './slider-form';
import { TestRouter } from '../../../test/test-router';

const api = mockApi({
  'PUT /api/sliders/{id}': ({ params, body }) => ({ id: params?.path?.id, ...(body as object) }),
});
const updateSlider = api['PUT /api/sliders/{id}'];

const L = (text: string) => ({ tr: text, en: text, ru: text });
const hero: Slider = {
  id: 1,
  order: 1,
  active: true,
  title: L('Yeni bir hayat'),
  subtitle: emptyLocalized(),
  description: L('Açıklama'),
  cta_text: emptyLocalized(),
  cta_link: '',
  media_type: 'image',
  media_url: '',
  image_url: '/api/uploads/2026/01/0123456789abcdef01234567.jpg',
};

/** The browser's upload channel, answered by the test. */
class FakeXhr {
  static last: FakeXhr;
  url = '';
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    this.sent = form;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  useSlidersStore.getState().openEdit(hero);
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
  useSlidersStore.getState().reset();
  jest.clearAllMocks();
});

const renderForm = () =>
  render(
    <TestRouter>
      <SliderForm slider={hero} nextOrder={2} />
    </TestRouter>,
  );

const mp4 = (size = 1024) => {
  const file = new File(['\0\0\0\x18ftypisom'], 'tanitim.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('slider media', () => {
  it('keeps the image picker for an image slider and adds a video picker when video is chosen', () => {
    renderForm();
    expect(screen.queryByLabelText('Video: Dosya seç')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Medya türü'), { target: { value: 'video' } });
    expect(screen.getByLabelText('Video: Dosya seç')).toHaveAttribute('accept', 'video/mp4,video/webm');
    expect(screen.getByLabelText('Kapak görseli: Dosya seç')).toHaveAttribute('accept', 'image/*');
  });

  it('uploads an MP4 with progress, previews it and saves its URL as the slider video', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Medya türü'), { target: { value: 'video' } });
    fireEvent.change(screen.getByLabelText('Video: Dosya seç'), { target: { files: [mp4()] } });
    expect(FakeXhr.last.url).toBe('/api/upload/video/');
    expect((FakeXhr.last.sent?.get('file') as File).name).toBe('tanitim.mp4');
    act(() => FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Yükleniyor' })).toHaveAttribute('aria-valuenow', '30');

    const url = '/api/uploads/2026/01/0123456789abcdef01234567.mp4';
    act(() => FakeXhr.last.answer(201, { url }));
    expect(await screen.findByLabelText('Video', { selector: 'video' })).toHaveAttribute('src', url);
    // The upload is shown by its preview; its storage path is not for her to read.
    expect(screen.getByLabelText('Video: veya video adresi (URL)')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(updateSlider).toHaveBeenCalledWith({
      params: { path: { id: 1 } },
      body: expect.objectContaining({ media_type: 'video', media_url: url, image_url: hero.image_url }),
    });
  });

  it('refuses a video over 50 MB without sending it, in Turkish', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Medya türü'), { target: { value: 'video' } });
    const before = FakeXhr.last;
    fireEvent.change(screen.getByLabelText('Video: Dosya seç'), {
      target: { files: [mp4(60 * 1024 * 1024)] },
    });
    expect(FakeXhr.last).toBe(before);
    expect(screen.getByRole('alert')).toHaveTextContent('Video en fazla 50 MB olabilir.');
  });

  it('shows the server refusal of a file that is not really a video', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Medya türü'), { target: { value: 'video' } });
    fireEvent.change(screen.getByLabelText('Video: Dosya seç'), { target: { files: [mp4()] } });
    const detail = 'Desteklenmeyen veya bozuk dosya. Yalnızca MP4 ve WebM videoları yüklenebilir.';
    act(() => FakeXhr.last.answer(415, { detail }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });
});

describe('slider words', () => {
  it('names the line above the title as the site shows it, and offers the button’s page as a choice', async () => {
    renderForm();
    expect(screen.getByLabelText('Üst satır (TR)')).toHaveAccessibleDescription(
      'Sitede başlığın üstündeki küçük altın yazı.',
    );
    const where = screen.getByLabelText('Buton nereye gitsin?');
    expect(where).toHaveValue('');
    expect(screen.queryByLabelText('Buton bağlantısı')).not.toBeInTheDocument();
    await userEvent.selectOptions(where, 'İletişim sayfası (/iletisim)');
    await userEvent.selectOptions(where, 'Başka bir adres…');
    const link = screen.getByLabelText('Buton bağlantısı');
    await userEvent.type(link, 'javascript:alert(1)');
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining('Buton bağlantısı: geçerli bir web adresi yazın, örn. https://…'),
    );
    await userEvent.clear(link);
    await userEvent.type(link, 'https://konak.test/kampanya');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(updateSlider).toHaveBeenCalledWith({
      params: { path: { id: 1 } },
      body: expect.objectContaining({ cta_link: 'https://konak.test/kampanya' }),
    });
  });
});
