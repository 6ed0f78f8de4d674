import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@konak/shared-ui';
import { ImageListEditor } from './image-list-editor';

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('image list (covers, gallery)', () => {
  it('names the files it refuses and uploads the rest', async () => {
    const upload = jest.fn(async (files: File[]) => files.map((f) => `/api/uploads/${f.name}`));
    const onChange = jest.fn();
    render(<ImageListEditor label="Galeri" value={[]} onChange={onChange} upload={upload} />);
    const files = [
      new File(['merhaba'], 'not.txt', { type: 'text/plain' }),
      new File([new Uint8Array(11 * 1024 * 1024)], 'dev.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(10)], 'iyi.png', { type: 'image/png' }),
    ];
    await userEvent.upload(screen.getByLabelText('Galeri: dosya seç'), files, { applyAccept: false });

    expect(upload).toHaveBeenCalledWith([files[2]], expect.any(Function));
    expect(onChange).toHaveBeenCalledWith(['/api/uploads/iyi.png']);
    const toasts = useToastStore.getState().toasts.map((t) => `${t.title} ${t.description ?? ''}`);
    expect(toasts).toEqual(
      expect.arrayContaining([
        'Yalnızca resim dosyaları yüklenebilir. not.txt',
        'Görsel en fazla 10 MB olabilir. dev.jpg',
        '1 resim yüklendi ',
      ]),
    );
  });
});
