import { api, type SiteSettings } from '@konak/shared-ui';

export const getSettings = () => api.get('settings/').json<SiteSettings>();
