// File uploads of the admin panel. They go through XMLHttpRequest, not the ky client, because only XHR
// reports upload progress (fetch cannot over HTTP/1.1). What each route takes is checked here first, so
// a wrong or oversized file is refused before it is sent, with the same limits as the API.
import { UPLOAD_LIMITS } from '@konak/contract';
import { formatDetail } from './client';
import type { ApiErrorBody } from './models';
import { useAuthStore } from '../stores/auth';
import { tokenStorage } from '../stores/token-storage';

/** An answer without the API's body (a proxy's 413 or 502): said in Turkish, never as "HTTP 413". */
const UPLOAD_FAILURE = (status: number) =>
  status === 413
    ? 'Dosya çok büyük'
    : status >= 500
      ? 'Sunucu hatası; lütfen biraz sonra tekrar deneyin'
      : 'Dosya yüklenemedi';

/** Sends files as multipart with the stored bearer token. Resolves with the JSON answer; rejects with
 *  the server's detail as the message. A 401 ends the session like the ky client does. */
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
    xhr.onerror = () =>
      reject(new Error('Bağlantı kurulamadı; internet bağlantınızı kontrol edip tekrar deneyin'));
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
      reject(new Error(formatDetail(body as ApiErrorBody) ?? UPLOAD_FAILURE(xhr.status)));
    };
    const form = new FormData();
    for (const file of files) form.append(field, file);
    xhr.send(form);
  });
}

/** What an upload route takes. The server judges the file's bytes; the browser's type is a first check. */
export interface UploadKind {
  /** The file picker's `accept`. */
  accept: string;
  accepts: (file: File) => boolean;
  maxBytes: number;
  /** POST /api/upload/<route>/ with the field `file`, answering `{url}`. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}

const uploadOne = (route: string) => (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<{ url: string }>(`/api/upload/${route}/`, 'file', [file], onProgress).then((r) => r.url);

export const IMAGE_UPLOAD: UploadKind = {
  accept: 'image/*',
  accepts: (file) => file.type.startsWith('image/'),
  maxBytes: UPLOAD_LIMITS.imageBytes,
  upload: uploadOne('image'),
};

/** MP4 or WebM, stored as sent (no transcoding), up to 50 MB: a short hero video. */
export const VIDEO_UPLOAD: UploadKind = {
  accept: 'video/mp4,video/webm',
  accepts: (file) => file.type === 'video/mp4' || file.type === 'video/webm',
  maxBytes: UPLOAD_LIMITS.videoBytes,
  upload: uploadOne('video'),
};

/** POST /api/upload/image/: one image, re-encoded by the server; answers its URL. */
export const uploadImage = IMAGE_UPLOAD.upload;
/** POST /api/upload/video/: one MP4 or WebM video; answers its URL. */
export const uploadVideo = VIDEO_UPLOAD.upload;
