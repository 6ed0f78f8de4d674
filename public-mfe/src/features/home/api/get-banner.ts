import { api, type InstagramBanner } from '@konak/shared-ui';

/** GET /api/instagram-banner/: the one banner object. */
export function getBanner(): Promise<InstagramBanner> {
  return api.get('instagram-banner/').json<InstagramBanner>();
}
