import { createHmac } from 'node:crypto';

/** The `Konak-Signature` header of a body (Stripe's scheme, docs/webhooks.md): the time in unix seconds and
 *  the hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret. The time is signed too, so a receiver
 *  can refuse an old delivery replayed. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
