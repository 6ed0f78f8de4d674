import { DEFAULT_BANNER, type InstagramBanner } from '@konak/shared-ui';
import { createRecordStore } from '../../../components/record-store';
import { getBanner } from '../api/get-banner';
import { saveBanner } from '../api/save-banner';

export type BannerRecord = Omit<InstagramBanner, 'id'>;

const strip = (b: InstagramBanner): BannerRecord => {
  const { id: _id, ...rest } = b;
  return rest;
};

export const useBannerStore = createRecordStore<BannerRecord>({
  read: async () => {
    const banner = await getBanner();
    return banner ? strip(banner) : undefined;
  },
  write: (record) => saveBanner(record),
  fallback: () => strip(structuredClone(DEFAULT_BANNER) as InstagramBanner),
  saved: 'Instagram bandı kaydedildi',
  saveError: (detail) => (detail ? `İşlem başarısız: ${detail}` : 'İşlem başarısız'),
  fields: { active: 'Aktif', text: 'Metin', link: 'Bağlantı', background_image: 'Arka plan görseli' },
});
