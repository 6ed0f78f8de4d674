import { api, type ContactRequest } from '@konak/shared-ui';

/** Newest first. */
export const listContacts = () => api.get('contact/').json<ContactRequest[]>();
