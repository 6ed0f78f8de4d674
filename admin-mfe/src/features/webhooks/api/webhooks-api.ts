// The owner's webhook calls (GET/POST /webhooks, PATCH/DELETE /webhooks/{id}, …/deliveries, …/test),
// through the one typed client: one small family of calls, kept in one file.
import type { WebhookEvent } from '@konak/contract';
import type { WebhookDelivery } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { totalOf } from '../../../api/get-page';

const at = (id: number) => ({ params: { path: { id } } });

export const listWebhooks = () => body(apiClient.GET('/api/webhooks'));
export const createWebhook = (url: string, events: WebhookEvent[]) =>
  body(apiClient.POST('/api/webhooks', { body: { url, events } }));
export const updateWebhook = (
  id: number,
  changes: { active?: boolean; url?: string; events?: WebhookEvent[] },
) => body(apiClient.PATCH('/api/webhooks/{id}', { ...at(id), body: changes }));
export const deleteWebhook = (id: number) => body(apiClient.DELETE('/api/webhooks/{id}', at(id)));
export const sendTest = (id: number) => body(apiClient.POST('/api/webhooks/{id}/test', at(id)));
/** A page of an endpoint's deliveries, newest first (the API pages them; the total is its header). */
export async function deliveriesOf(
  id: number,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const { data, response } = await apiClient.GET('/api/webhooks/{id}/deliveries', {
    params: { path: { id }, query: { page, per_page: perPage } },
    signal,
  });
  const items = data ?? [];
  return { items, total: totalOf(response, items.length) };
}
