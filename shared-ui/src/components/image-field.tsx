import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { MediaType } from '../api/models';
import { IMAGE_UPLOAD, VIDEO_UPLOAD, type UploadKind } from '../api/upload';
import './image-field.css';

export const isImageFile = IMAGE_UPLOAD.accepts;

export interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** What the field holds: an image (default) or an MP4/WebM video. Decides the picker's types, the
   *  size limit, the upload route and the preview. */
  kind?: MediaType;
  /** Uploads one file; defaults to the kind's route (POST /api/upload/image/ or /video/, answer `{url}`). */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  onUploaded?: (url: string) => void;
  onError?: (message: string) => void;
  hint?: string;
  texts?: Partial<Texts>;
  /** The form's own problem with this field (e.g. an address it cannot take), shown like a refused file. */
  error?: string;
}

interface Texts {
  choose: string;
  url: string;
  /** The address box's placeholder while the field holds a file uploaded here (shown by its preview). */
  uploaded: string;
  remove: string;
  wrongType: string;
  tooLarge: string;
  uploading: string;
  empty: string;
}

const COMMON = {
  choose: 'Dosya seç',
  remove: 'Kaldır',
  uploading: 'Yükleniyor',
  uploaded: 'Yüklenen dosya kullanılıyor — ya da bir adres yazın',
};
const KINDS: Record<MediaType, { upload: UploadKind; texts: Texts }> = {
  image: {
    upload: IMAGE_UPLOAD,
    texts: {
      ...COMMON,
      url: 'veya görsel adresi (URL)',
      wrongType: 'Yalnızca resim dosyaları yüklenebilir.',
      tooLarge: 'Görsel en fazla 10 MB olabilir.',
      empty: 'Görsel yok',
    },
  },
  video: {
    upload: VIDEO_UPLOAD,
    texts: {
      ...COMMON,
      url: 'veya video adresi (URL)',
      wrongType: 'Yalnızca MP4 veya WebM videoları yüklenebilir.',
      tooLarge: 'Video en fazla 50 MB olabilir.',
      empty: 'Video yok',
    },
  },
};

/** An image or a video chosen by upload (with progress) or by URL, with a preview and a remove button. */
export function ImageField({
  label,
  value,
  onChange,
  kind = 'image',
  upload,
  onUploaded,
  onError,
  hint,
  texts,
  error: formError,
}: ImageFieldProps) {
  const media = KINDS[kind].upload;
  const t = { ...KINDS[kind].texts, ...texts };
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setError] = useState('');
  // A refused file's message is about that file: it leaves once the field holds another one.
  const [refusedFor, setRefusedFor] = useState(value);
  if (refused && refusedFor !== value) {
    setError('');
    setRefusedFor(value);
  }
  const error = refused || formError || '';
  // A file uploaded here is shown by its preview, not by its storage path; a typed address stays editable.
  const uploaded = value.startsWith('/api/uploads/');

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const refusal = !media.accepts(file) ? t.wrongType : file.size > media.maxBytes ? t.tooLarge : '';
    setError(refusal);
    setRefusedFor(value);
    if (refusal) {
      onError?.(refusal);
      return;
    }
    setProgress(0);
    try {
      const url = await (upload ?? media.upload)(file, setProgress);
      onChange(url);
      onUploaded?.(url);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setError(message);
      setRefusedFor(value);
      onError?.(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="kui-image-field">
      <span className="kui-image-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="kui-image-field__row">
        <div className={`kui-image-field__preview kui-image-field__preview--${kind}`}>
          {!value ? (
            <span>{t.empty}</span>
          ) : kind === 'video' ? (
            <video src={value} aria-label={label} muted controls playsInline preload="metadata" />
          ) : (
            <img src={value} alt={label} />
          )}
        </div>
        <div className="kui-image-field__controls">
          <div className="kui-image-field__buttons">
            <label className="kui-btn kui-btn--outline kui-btn--sm kui-image-field__choose">
              {t.choose}
              <input
                ref={input}
                type="file"
                accept={media.accept}
                aria-label={`${label}: ${t.choose}`}
                onChange={onFile}
                disabled={progress !== null}
              />
            </label>
            {value && (
              <button
                type="button"
                className="kui-btn kui-btn--ghost kui-btn--sm"
                onClick={() => onChange('')}
              >
                {t.remove}
              </button>
            )}
          </div>
          <input
            className="kui-image-field__url"
            type="text"
            inputMode="url"
            aria-label={`${label}: ${t.url}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            placeholder={uploaded ? t.uploaded : t.url}
            value={uploaded ? '' : value}
            onChange={(e) => onChange(e.target.value.trim())}
          />
          {progress !== null && (
            <div
              className="kui-progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-label={t.uploading}
            >
              <span style={{ width: `${progress}%` }} />
            </div>
          )}
          {hint && <span className="kui-field__hint">{hint}</span>}
          {error && (
            <span id={`${id}-error`} className="kui-field__error" role="alert">
              {error}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
