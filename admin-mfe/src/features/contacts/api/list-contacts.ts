import { api, type ContactRequest, type ContactStatus } from '@konak/shared-ui';

/** Newest first; `status` narrows the list on the server. */
export const listContacts = (status?: ContactStatus) =>
  api.get('contact/', { searchParams: status ? { status } : undefined }).json<ContactRequest[]>();
