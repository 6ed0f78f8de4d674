import { api, type SiteSettings } from '@konak/shared-ui';

/** PUT creates the settings when they are missing. */
export const saveSettings = (settings: SiteSettings) => api.put('settings/', { json: settings }).json<SiteSettings>();
