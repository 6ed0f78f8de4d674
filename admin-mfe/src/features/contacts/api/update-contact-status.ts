import { api, type ContactRequest, type ContactStatus } from '@konak/shared-ui';

export const updateContactStatus = (id: number, status: ContactStatus) => api.put(`contact/${id}/`, { json: { status } }).json<ContactRequest>();
