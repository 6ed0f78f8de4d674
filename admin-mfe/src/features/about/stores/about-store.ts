import { DEFAULT_ABOUT, type About } from '@konak/shared-ui';
import { createRecordStore } from '../../../components/record-store';
import { getAbout } from '../api/get-about';
import { saveAbout } from '../api/save-about';

export type AboutRecord = Omit<About, 'id'>;

const fallback = (): AboutRecord => {
  const { id: _id, ...rest } = structuredClone(DEFAULT_ABOUT) as About;
  return rest;
};

export const useAboutStore = createRecordStore<AboutRecord>({
  read: async () => {
    const about = await getAbout();
    if (!about) return undefined;
    const { id: _id, ...rest } = about;
    return rest;
  },
  write: (record) => saveAbout(record),
  fallback,
  saved: 'Hakkımızda bölümü kaydedildi',
  saveError: (detail) => (detail ? `İşlem başarısız: ${detail}` : 'İşlem başarısız'),
  fields: { title: 'Başlık', subtitle: 'Alt başlık', description: 'Açıklama', mission: 'Misyon', vision: 'Vizyon', image: 'Görsel' },
});
