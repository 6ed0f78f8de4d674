import { api, type About } from '@konak/shared-ui';

/** GET /about/ answers a list; the first item is the page. */
export const getAbout = () => api.get('about/').json<About[] | About>().then((r) => (Array.isArray(r) ? r[0] : r));
