import { toast } from '@konak/shared-ui';

/** What an image field says after an upload (SPEC §8); the blog screen words its failure its own way. */
export const imageToasts = {
  onUploaded: () => toast.success('Resim yüklendi'),
  onError: (message: string) => toast.error('Resim yüklenirken hata oluştu', message),
};
