import { api, type About } from '@konak/shared-ui';

/** PUT creates the record when it is missing. */
export const saveAbout = (about: Omit<About, 'id'>) => api.put('about/', { json: about }).json<About>();
