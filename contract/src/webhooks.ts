// Webhooks (issue 31, item 4): the events Konak sends, their Turkish labels and the payload each one
// carries — read by the API (emitting, validation) and the admin (the event checkboxes). One place.
import type { Lang } from './languages.js';
import type { UnitStatus } from './units.js';

export const WEBHOOK_EVENTS = [
  'contact.created',
  'contact.status_changed',
  'unit.status_changed',
  'project.published',
  'post.published',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by the admin's "Test gönder" button; never chosen for an endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<WebhookDeliveryEvent, string> = {
  'contact.created': 'Geri arama talebi geldi',
  'contact.status_changed': 'Talebin durumu değişti',
  'unit.status_changed': 'Dairenin durumu değişti',
  'project.published': 'Proje yayımlandı',
  'post.published': 'Yazı yayımlandı',
  'webhook.test': 'Deneme gönderimi',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Bekliyor',
  sent: 'Gönderildi',
  failed: 'Başarısız',
};

export const WEBHOOK_LIMITS = {
  /** Endpoints per site: a handful of CRMs, never a list worth paging. */
  endpoints: 20,
  urlLength: 2048,
  /** Tries of one delivery before it is "failed". */
  maxAttempts: 8,
} as const;

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** A call-back request as a webhook carries it: what the KVKK notice names as collected for calling back
 *  (docs/decisions: webhook contact payload) — never the message text, the address or the e-mail. */
export interface WebhookContact {
  id: number;
  created_at: string;
  status: 'new' | 'contacted' | 'closed';
  source: string;
  project: string | null;
  language: Lang;
  name: string;
  phone: string;
  marketing_consent: boolean;
}

/** A project or blog post that went live (by the admin's hand or on its schedule). The site's address of
 *  it is the public site's to build (its paths, its languages), so the receiver gets the slug. */
export interface WebhookPublication {
  id: number;
  slug: string;
  /** The Turkish title. */
  title: string;
  published_at: string;
}

export interface WebhookPayloads {
  'contact.created': { contact: WebhookContact };
  'contact.status_changed': { contact: WebhookContact; previous_status: WebhookContact['status'] };
  'unit.status_changed': {
    unit: {
      id: number;
      project_id: number;
      project_slug: string | null;
      block: string;
      number: string;
      label: string;
      status: UnitStatus;
    };
    previous_status: UnitStatus;
  };
  'project.published': { project: WebhookPublication };
  'post.published': { post: WebhookPublication };
  'webhook.test': { message: string };
}

/** The JSON body of every delivery. `id` is the delivery's id: the same on a retry, so a receiver can
 *  drop a repeat it has already handled. */
export interface WebhookBody<E extends WebhookDeliveryEvent = WebhookDeliveryEvent> {
  id: string;
  event: E;
  created_at: string;
  data: WebhookPayloads[E];
}
