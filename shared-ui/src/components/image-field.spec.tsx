import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImageField } from './image-field';

/** An upload the test drives: `report` a percentage, then `finish` with the stored URL. */
function controlledUpload() {
  const ctl = { report: (_p: number) => {}, finish: (_url: string) => {} };
  const upload = jest.fn((_file: File, onProgress: (p: number) => void) => {
    ctl.report = onProgress;
    return new Promise<string>((resolve) => (ctl.finish = resolve));
  });
  return {
    upload,
    report: (p: number) => act(() => ctl.report(p)),
    finish: (url: string) => ctl.finish(url),
  };
}

describe('ImageField', () => {
  it('refuses a file that is not an image', () => {
    const upload = jest.fn();
    const onError = jest.fn();
    render(<ImageField label="Logo" value="" onChange={() => {}} upload={upload} onError={onError} />);
    const input = screen.getByLabelText('Logo: Dosya seç');
    expect(input).toHaveAttribute('accept', 'image/*');
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'x.html', { type: 'text/html' })] } });
    expect(upload).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('Yalnızca resim dosyaları yüklenebilir.');
    expect(screen.getByRole('alert')).toHaveTextContent('Yalnızca resim dosyaları yüklenebilir.');
  });

  it('lets a refused file’s message go once the field holds another image', () => {
    const { rerender } = render(
      <ImageField label="Logo" value="/api/uploads/eski.jpg" onChange={() => {}} upload={jest.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Logo: Dosya seç'), {
      target: { files: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Yalnızca resim dosyaları yüklenebilir.');
    expect(screen.getByLabelText('Logo: veya görsel adresi (URL)')).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <ImageField
        label="Logo"
        value="https://cdn.example.com/yeni.jpg"
        onChange={() => {}}
        upload={jest.fn()}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a file uploaded here by its preview, not by its storage path', () => {
    render(
      <ImageField
        label="Logo"
        value="/api/uploads/2026/01/0123456789abcdef01234567.jpg"
        onChange={() => {}}
      />,
    );
    const address = screen.getByLabelText('Logo: veya görsel adresi (URL)');
    expect(address).toHaveValue('');
    expect(address).toHaveAttribute('placeholder', 'Yüklenen dosya kullanılıyor — ya da bir adres yazın');
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      '/api/uploads/2026/01/0123456789abcdef01234567.jpg',
    );
  });

  it('shows the form’s own problem with the field', () => {
    render(
      <ImageField
        label="Logo"
        value="logo.png"
        onChange={() => {}}
        error="Logo: geçerli bir web adresi yazın"
      />,
    );
    expect(screen.getByLabelText('Logo: veya görsel adresi (URL)')).toHaveAccessibleDescription(
      'Logo: geçerli bir web adresi yazın',
    );
  });

  it('uploads an image, shows progress and reports the URL', async () => {
    const onChange = jest.fn();
    const { upload, report, finish } = controlledUpload();
    render(<ImageField label="Logo" value="" onChange={onChange} upload={upload} />);
    fireEvent.change(screen.getByLabelText('Logo: Dosya seç'), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    report(40);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    finish('/api/uploads/a.jpg');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/uploads/a.jpg'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('takes a URL, previews it and removes it', () => {
    const onChange = jest.fn();
    const { rerender } = render(<ImageField label="Logo" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Logo: veya görsel adresi (URL)'), {
      target: { value: ' https://x.tr/a.png ' },
    });
    expect(onChange).toHaveBeenCalledWith('https://x.tr/a.png');
    rerender(<ImageField label="Logo" value="https://x.tr/a.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'https://x.tr/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('refuses an image over 10 MB before sending it', () => {
    const upload = jest.fn();
    render(<ImageField label="Logo" value="" onChange={() => {}} upload={upload} />);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText('Logo: Dosya seç'), { target: { files: [big] } });
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Görsel en fazla 10 MB olabilir.');
  });
});

describe('ImageField for a video', () => {
  const file = (name: string, type: string, size?: number) => {
    const f = new File(['\0\0\0\x18ftypisom'], name, { type });
    if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('offers MP4 and WebM only and refuses another video or an image with a Turkish message', () => {
    const upload = jest.fn();
    const onError = jest.fn();
    render(
      <ImageField
        kind="video"
        label="Video"
        value=""
        onChange={() => {}}
        upload={upload}
        onError={onError}
      />,
    );
    const input = screen.getByLabelText('Video: Dosya seç');
    expect(input).toHaveAttribute('accept', 'video/mp4,video/webm');
    for (const wrong of [file('film.mov', 'video/quicktime'), file('kapak.png', 'image/png')]) {
      fireEvent.change(input, { target: { files: [wrong] } });
      expect(screen.getByRole('alert')).toHaveTextContent('Yalnızca MP4 veya WebM videoları yüklenebilir.');
    }
    expect(upload).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('refuses a video over 50 MB before sending it', () => {
    const upload = jest.fn();
    render(<ImageField kind="video" label="Video" value="" onChange={() => {}} upload={upload} />);
    fireEvent.change(screen.getByLabelText('Video: Dosya seç'), {
      target: { files: [file('uzun.mp4', 'video/mp4', 50 * 1024 * 1024 + 1)] },
    });
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Video en fazla 50 MB olabilir.');
  });

  it('uploads a WebM of 20 MB with progress and reports its URL', async () => {
    const onChange = jest.fn();
    const onUploaded = jest.fn();
    const { upload, report, finish } = controlledUpload();
    render(
      <ImageField
        kind="video"
        label="Video"
        value=""
        onChange={onChange}
        upload={upload}
        onUploaded={onUploaded}
      />,
    );
    fireEvent.change(screen.getByLabelText('Video: Dosya seç'), {
      target: { files: [file('tanitim.webm', 'video/webm', 20 * 1024 * 1024)] },
    });
    expect(upload).toHaveBeenCalledTimes(1);
    report(65);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    finish('/api/uploads/2026/01/0123456789abcdef01234567.webm');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith('/api/uploads/2026/01/0123456789abcdef01234567.webm'),
    );
    expect(onUploaded).toHaveBeenCalledWith('/api/uploads/2026/01/0123456789abcdef01234567.webm');
  });

  it('shows the server refusal as the field error', async () => {
    const onError = jest.fn();
    const upload = jest.fn(() =>
      Promise.reject(
        new Error('Desteklenmeyen veya bozuk dosya. Yalnızca MP4 ve WebM videoları yüklenebilir.'),
      ),
    );
    render(
      <ImageField
        kind="video"
        label="Video"
        value=""
        onChange={() => {}}
        upload={upload}
        onError={onError}
      />,
    );
    fireEvent.change(screen.getByLabelText('Video: Dosya seç'), {
      target: { files: [file('sahte.mp4', 'video/mp4')] },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Yalnızca MP4 ve WebM videoları'),
    );
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('Desteklenmeyen'));
  });

  it('takes a URL and previews it as a muted video with controls', () => {
    const onChange = jest.fn();
    const { rerender } = render(<ImageField kind="video" label="Video" value="" onChange={onChange} />);
    expect(screen.getByText('Video yok')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Video: veya video adresi (URL)'), {
      target: { value: 'https://cdn.example.com/tanitim.mp4' },
    });
    expect(onChange).toHaveBeenCalledWith('https://cdn.example.com/tanitim.mp4');
    rerender(
      <ImageField
        kind="video"
        label="Video"
        value="/api/uploads/2026/01/0123456789abcdef01234567.mp4"
        onChange={onChange}
      />,
    );
    const video = screen.getByLabelText('Video', { selector: 'video' }) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/api/uploads/2026/01/0123456789abcdef01234567.mp4');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
