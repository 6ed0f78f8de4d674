import { api, type ContactRequestDetail } from '@konak/shared-ui';

/** One request with its consent, source and alert mails. */
export const getContact = (id: number) => api.get(`contact/${id}/`).json<ContactRequestDetail>();
