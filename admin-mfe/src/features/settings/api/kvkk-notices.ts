import { api, type KvkkNotice } from '@konak/shared-ui';

/** Every version, newest first (the first is in force). */
export const listKvkkVersions = () => api.get('kvkk/versions/').json<KvkkNotice[]>();
/** Saving creates a new version; the old ones stay readable. */
export const createKvkkVersion = (text: { tr: string; en: string; ru: string }) => api.post('kvkk/versions/', { json: { text } }).json<KvkkNotice>();
