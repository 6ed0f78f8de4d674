import { useId, useRef, useState, type ChangeEvent } from 'react';
import { formatDetail } from '../api/client';
import type { ApiErrorBody } from '../api/models';
import { useAuthStore } from '../stores/auth';
import { tokenStorage } from '../stores/token-storage';
import './image-field.css';

/** Sends files as multipart through XMLHttpRequest, which reports upload progress (fetch cannot over
 *  HTTP/1.1), with the stored bearer token. Resolves with the JSON answer; rejects with the server's
 *  detail as the message. A 401 ends the session like the ky client does. */
export function uploadWithProgress<T>(
  path: string,
  field: string,
  files: File[],
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new Error('Ağ hatası'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      if (xhr.status === 401 && token && useAuthStore.getState().status === 'authenticated') {
        tokenStorage.clear();
        useAuthStore.setState({ status: 'unauthenticated', user: null, expired: true });
      }
      reject(new Error(formatDetail(body as ApiErrorBody) ?? `HTTP ${xhr.status}`));
    };
    const form = new FormData();
    for (const file of files) form.append(field, file);
    xhr.send(form);
  });
}

export const isImageFile = (file: File) => file.type.startsWith('image/');

export interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Uploads one file; defaults to POST /api/upload/image/ (field `file`, answer `{url}`). */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  onUploaded?: (url: string) => void;
  onError?: (message: string) => void;
  hint?: string;
  texts?: Partial<typeof TEXTS>;
}

const TEXTS = {
  choose: 'Dosya seç',
  url: 'veya görsel adresi (URL)',
  remove: 'Kaldır',
  notImage: 'Yalnızca resim dosyaları yüklenebilir.',
  uploading: 'Yükleniyor',
  empty: 'Görsel yok',
};

const defaultUpload = (file: File, onProgress: (p: number) => void) =>
  uploadWithProgress<{ url: string }>('/api/upload/image/', 'file', [file], onProgress).then((r) => r.url);

/** An image chosen by upload (with progress) or by URL, with a preview and a remove button. */
export function ImageField({ label, value, onChange, upload = defaultUpload, onUploaded, onError, hint, texts }: ImageFieldProps) {
  const t = { ...TEXTS, ...texts };
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t.notImage);
      onError?.(t.notImage);
      return;
    }
    setError('');
    setProgress(0);
    try {
      const url = await upload(file, setProgress);
      onChange(url);
      onUploaded?.(url);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setError(message);
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
        <div className="kui-image-field__preview">
          {value ? <img src={value} alt={label} /> : <span>{t.empty}</span>}
        </div>
        <div className="kui-image-field__controls">
          <div className="kui-image-field__buttons">
            <label className="kui-btn kui-btn--outline kui-btn--sm kui-image-field__choose">
              {t.choose}
              <input
                ref={input}
                type="file"
                accept="image/*"
                aria-label={`${label}: ${t.choose}`}
                onChange={onFile}
                disabled={progress !== null}
              />
            </label>
            {value && (
              <button type="button" className="kui-btn kui-btn--ghost kui-btn--sm" onClick={() => onChange('')}>
                {t.remove}
              </button>
            )}
          </div>
          <input
            className="kui-image-field__url"
            type="text"
            inputMode="url"
            aria-label={`${label}: ${t.url}`}
            placeholder={t.url}
            value={value}
            onChange={(e) => onChange(e.target.value.trim())}
          />
          {progress !== null && (
            <div className="kui-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t.uploading}>
              <span style={{ width: `${progress}%` }} />
            </div>
          )}
          {hint && <span className="kui-field__hint">{hint}</span>}
          {error && (
            <span className="kui-field__error" role="alert">
              {error}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
