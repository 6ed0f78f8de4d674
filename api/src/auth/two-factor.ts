// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app reads) and recovery
// codes, with no state: the service keeps the secret sealed and the codes as keyed digests.
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_S = 30;
/** Codes of the step before and after are accepted too (a phone's clock a little off). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Konak Yönetim';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label = 'admin') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The QR code of `uri` as an SVG data URL (drawn on the server: the admin shows an image, no library). */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step `code` belongs to at `now`, or null when it is not a valid code then. */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L), shown as XXXXX-XXXXX;
// about 49 bits each, used once.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The canonical form of a typed recovery code (case, spaces and dashes ignored), or null when it cannot
 *  be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const text = input.toUpperCase().replace(/[\s-]+/g, '');
  return text.length === 10 && [...text].every((c) => ALPHABET.includes(c)) ? text : null;
}
