import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImageField } from './image-field';

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

  it('uploads an image, shows progress and reports the URL', async () => {
    const onChange = jest.fn();
    let report: (p: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    const upload = jest.fn((_file: File, onProgress: (p: number) => void) => {
      report = onProgress;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    render(<ImageField label="Logo" value="" onChange={onChange} upload={upload} />);
    fireEvent.change(screen.getByLabelText('Logo: Dosya seç'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    report(40);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    finish('/api/uploads/a.jpg');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/uploads/a.jpg'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('takes a URL, previews it and removes it', () => {
    const onChange = jest.fn();
    const { rerender } = render(<ImageField label="Logo" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Logo: veya görsel adresi (URL)'), { target: { value: ' https://x.tr/a.png ' } });
    expect(onChange).toHaveBeenCalledWith('https://x.tr/a.png');
    rerender(<ImageField label="Logo" value="https://x.tr/a.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'https://x.tr/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
