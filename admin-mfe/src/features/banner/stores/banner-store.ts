import { DEFAULT_BANNER, type InstagramBanner } from '@konak/shared-ui';
import { createRecordStore } from '../../../components/record-store';
import { apiClient, body } from '../../../api/client';

export type BannerRecord = Omit<InstagramBanner, 'id'>;

const strip = (b: InstagramBanner): BannerRecord => {
  const { id: _id, ...rest } = b;
  return rest;
};

export const useBannerStore = createRecordStore<BannerRecord>({
  read: async () => {
    const banner = await body(apiClient.GET('/api/instagram-banner'));
    return banner ? strip(banner) : undefined;
  },
  // PUT creates the banner when it is missing.
  write: (record) => body(apiClient.PUT('/api/instagram-banner', { body: record })),
  fallback: () => strip(structuredClone(DEFAULT_BANNER) as InstagramBanner),
  saved: 'Instagram bandı kaydedildi',
  saveError: (detail) => (detail ? `İşlem başarısız: ${detail}` : 'İşlem başarısız'),
  fields: { active: 'Aktif', text: 'Metin', link: 'Bağlantı', background_image: 'Arka plan görseli' },
});
