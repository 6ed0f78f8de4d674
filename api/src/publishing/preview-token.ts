// Preview links (issue 14): an administrator opens a draft or scheduled item at its real public address
// with `?preview=<token>`. The token names one item and an expiry and is signed with the server's secret
// (HMAC-SHA256 over a key derived from the bearer tokens' secret, so every instance accepts it); it
// carries no user and grants nothing but drawing that one item, uncached, for an hour.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PublicationType } from './publication-types.js';

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 60 * 60_000;

export interface PreviewGrant {
  type: PublicationType;
  id: number;
  expires: number;
}

const TYPE_CODES: Record<PublicationType, string> = { project: 'p', blog_post: 'b' };
/** Anchored, fixed-width parts: linear on any input. */
const TOKEN = /^([pb])\.(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function previewKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('konak preview links').digest();
}

export function signPreview(key: Buffer, grant: PreviewGrant): string {
  const body = `${TYPE_CODES[grant.type]}.${grant.id}.${grant.expires}`;
  return `${body}.${sign(key, body)}`;
}

/** The grant a token carries, or null when it is malformed, forged or expired. */
export function verifyPreview(key: Buffer, token: unknown, now: number): PreviewGrant | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const m = TOKEN.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(key, `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expires = Number(m[3]);
  if (expires <= now) return null;
  return { type: m[1] === 'p' ? 'project' : 'blog_post', id: Number(m[2]), expires };
}
