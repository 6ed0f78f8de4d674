import { uploadWithProgress, type UploadManyResponse } from '@konak/shared-ui';

/** POST /upload/images/ (repeated `files`) → {urls}, with upload progress: multipart through
 *  XMLHttpRequest, as every upload (fetch, and so the typed client, reports no upload progress). */
export const uploadImages = (files: File[], onProgress: (percent: number) => void) =>
  uploadWithProgress<UploadManyResponse>('/api/upload/images/', 'files', files, onProgress).then(
    (r) => r.urls,
  );
