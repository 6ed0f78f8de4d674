import { uploadWithProgress } from '@konak/shared-ui';

/** POST /upload/images/ (repeated `files`) → {urls}, with upload progress. */
export const uploadImages = (files: File[], onProgress: (percent: number) => void) =>
  uploadWithProgress<{ urls: string[] }>('/api/upload/images/', 'files', files, onProgress).then((r) => r.urls);
