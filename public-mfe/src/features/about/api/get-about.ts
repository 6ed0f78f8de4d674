import { api, type About } from '@konak/shared-ui';

/** GET /api/about/: a list whose first item is used (SPEC §3). */
export function getAbout(): Promise<About[]> {
  return api.get('about/').json<About[]>();
}
