import { api, type ContactInput } from '@konak/shared-ui';

/** POST /api/contact/: a call-back request (201). */
export async function sendContact(input: ContactInput): Promise<void> {
  await api.post('contact/', { json: input });
}
