import { api, type InstagramBanner } from '@konak/shared-ui';

export const getBanner = () => api.get('instagram-banner/').json<InstagramBanner | null>();
