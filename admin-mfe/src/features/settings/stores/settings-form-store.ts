import { DEFAULT_SETTINGS, useSettingsStore, withDefaults, type SiteSettings } from '@konak/shared-ui';
import { createRecordStore } from '../../../components/record-store';
import { apiClient, body } from '../../../api/client';
import { SETTINGS_FIELDS } from '../components/settings-rules';

export const RELOAD_DELAY_MS = 1500;

export const useSettingsFormStore = createRecordStore<SiteSettings>({
  read: async () => withDefaults(await body(apiClient.GET('/api/settings'))),
  // PUT creates the settings when they are missing.
  write: (record) => body(apiClient.PUT('/api/settings', { body: record })),
  fallback: () => structuredClone(DEFAULT_SETTINGS),
  saved: 'Ayarlar kaydedildi',
  savedDetail: 'Değişikliklerin uygulanması için sayfa yenileniyor, lütfen bekleyin...',
  saveError: (detail) => `İşlem başarısız: ${detail ?? 'bilinmeyen hata'}`,
  fields: SETTINGS_FIELDS,
  afterSave: (record) => {
    useSettingsStore.getState().set(record);
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  },
});
