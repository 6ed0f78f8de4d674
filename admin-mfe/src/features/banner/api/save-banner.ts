import { api, type InstagramBanner } from '@konak/shared-ui';

/** PUT creates the banner when it is missing. */
export const saveBanner = (banner: Omit<InstagramBanner, 'id'>) => api.put('instagram-banner/', { json: banner }).json<InstagramBanner>();
