import { useContext, useRef, useState, type ChangeEvent } from 'react';
import { Button, IMAGE_UPLOAD, toast } from '@konak/shared-ui';
import { isMediaUrl, MAX } from './form-rules';
import { useFieldError } from './fields';
import { WEB_EXAMPLE } from './field-problems';
import { FieldErrorsContext } from './use-form-errors';

interface ImageListEditorProps {
  label: string;
  /** The list's API name (`gallery`): the form's errors at its entries (`gallery.2`) are shown. */
  name?: string;
  value: string[];
  onChange: (urls: string[]) => void;
  /** Uploads many files at once, reporting progress; resolves with their URLs. */
  upload: (files: File[], onProgress: (percent: number) => void) => Promise<string[]>;
}

const MB = 1024 * 1024;

/** A list of images (covers, gallery): multi-upload with progress, URL entry, reorder, remove. */
export function ImageListEditor({ label, name, value, onChange, upload }: ImageListEditorProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [url, setUrl] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listError = useFieldError(name);
  const ctx = useContext(FieldErrorsContext);
  const itemError = (i: number) => name && ctx?.errorAt(`${name}.${i}`);
  // The address box is checked as it is typed; a wrong address is not added to the list.
  const urlError = url.trim() && !isMediaUrl(url) ? `Geçerli bir web adresi yazın, ${WEB_EXAMPLE}` : '';

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length === 0) return;
    // The checks of a single image field; refused files are named and the others still go up.
    const refused = (why: string, bad: File[]) =>
      bad.length > 0 && toast.error(why, bad.map((f) => f.name).join(', '));
    refused(
      'Yalnızca resim dosyaları yüklenebilir.',
      files.filter((f) => !IMAGE_UPLOAD.accepts(f)),
    );
    refused(
      `Görsel en fazla ${IMAGE_UPLOAD.maxBytes / MB} MB olabilir.`,
      files.filter((f) => IMAGE_UPLOAD.accepts(f) && f.size > IMAGE_UPLOAD.maxBytes),
    );
    const images = files.filter((f) => IMAGE_UPLOAD.accepts(f) && f.size <= IMAGE_UPLOAD.maxBytes);
    if (images.length === 0) return;
    setProgress(0);
    try {
      const urls = await upload(images, setProgress);
      onChange([...value, ...urls]);
      toast.success(`${urls.length} resim yüklendi`);
    } catch (err) {
      toast.error('Resimler yüklenirken hata oluştu', err instanceof Error ? err.message : undefined);
    } finally {
      setProgress(null);
    }
  };

  const addUrl = () => {
    const trimmed = url.trim();
    if (!trimmed || urlError) return;
    onChange([...value, trimmed]);
    setUrl('');
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <div className="adm-images">
      <div className="adm-images__bar">
        <span className="adm-images__label">{label}</span>
        <label className="kui-btn kui-btn--outline kui-btn--sm kui-image-field__choose">
          Dosya seç (birden çok)
          <input
            ref={input}
            type="file"
            accept={IMAGE_UPLOAD.accept}
            multiple
            aria-label={`${label}: dosya seç`}
            onChange={onFiles}
            disabled={progress !== null}
          />
        </label>
      </div>
      {progress !== null && (
        <div
          className="kui-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label="Yükleniyor"
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      )}
      <div className="adm-images__url">
        <input
          type="text"
          inputMode="url"
          aria-label={`${label}: görsel adresi (URL)`}
          aria-invalid={urlError ? true : undefined}
          placeholder="veya görsel adresi (URL)"
          value={url}
          maxLength={MAX.url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addUrl();
            }
          }}
        />
        <Button variant="outline" size="sm" onClick={addUrl}>
          URL ekle
        </Button>
      </div>
      {urlError && (
        <span className="kui-field__error" role="alert">
          {urlError}
        </span>
      )}
      {listError && (
        <span className="kui-field__error" role="alert">
          {listError}
        </span>
      )}
      {value.length === 0 ? (
        <p className="adm-muted">Henüz görsel eklenmedi.</p>
      ) : (
        <ol className="adm-images__grid">
          {value.map((src, i) => (
            <li
              key={`${src}-${i}`}
              className={`adm-images__item${itemError(i) ? ' adm-images__item--invalid' : ''}`}
            >
              <img src={src} alt={`${label} ${i + 1}`} loading="lazy" />
              <div className="adm-images__tools">
                <button
                  type="button"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={`${i + 1}. görseli sola taşı`}
                  title="Öne al (sitede daha önce görünür)"
                >
                  ← Öne
                </button>
                <button
                  type="button"
                  onClick={() => move(i, i + 1)}
                  disabled={i === value.length - 1}
                  aria-label={`${i + 1}. görseli sağa taşı`}
                  title="Sona doğru al"
                >
                  Sona →
                </button>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  aria-label={`${i + 1}. görseli kaldır`}
                  title="Bu görseli listeden kaldır"
                >
                  Kaldır
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
