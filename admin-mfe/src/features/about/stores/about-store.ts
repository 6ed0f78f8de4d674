import { DEFAULT_ABOUT, type About } from '@konak/shared-ui';
import { createRecordStore } from '../../../components/record-store';
import { apiClient, body } from '../../../api/client';

export type AboutRecord = Omit<About, 'id'>;

const fallback = (): AboutRecord => {
  const { id: _id, ...rest } = structuredClone(DEFAULT_ABOUT) as About;
  return rest;
};

export const useAboutStore = createRecordStore<AboutRecord>({
  read: async () => {
    // A list whose first item is the page.
    const [about] = await body(apiClient.GET('/api/about'));
    if (!about) return undefined;
    const { id: _id, ...rest } = about;
    return rest;
  },
  // PUT creates the record when it is missing.
  write: (record) => body(apiClient.PUT('/api/about', { body: record })),
  fallback,
  saved: 'Hakkımızda bölümü kaydedildi',
  saveError: (detail) => (detail ? `İşlem başarısız: ${detail}` : 'İşlem başarısız'),
  fields: {
    title: 'Başlık',
    subtitle: 'Alt başlık',
    description: 'Açıklama',
    mission: 'Misyon',
    vision: 'Vizyon',
    image: 'Görsel',
  },
});
