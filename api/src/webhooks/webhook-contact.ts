import type { Lang, WebhookContact } from '@konak/contract';
import type { ContactRequest } from '../contacts/contact-request.entity.js';

/** A call-back request as the webhooks carry it: what the visitor gave to be called back and what the
 *  sales team needs to route it (docs/decisions: webhook contact payload). Never the e-mail, the message,
 *  the notes, the address, the page or the assignee: the KVKK notice's purpose "answer call-back
 *  requests" needs none of them in the CRM, and what is not sent cannot leak from it. */
export function webhookContact(row: ContactRequest): WebhookContact {
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    // The campaign it came from, else the site that linked to it, else "direct" (the admin's filter words).
    source: row.utm_source || row.referrer_host || 'direct',
    project: row.project || null,
    language: row.language as Lang,
    name: row.name,
    phone: row.phone,
    marketing_consent: row.marketing_consent,
  };
}
