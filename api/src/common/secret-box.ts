// Secrets the server must read back later (two-factor secrets, a reset link waiting in the mail outbox)
// are sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the token signing secret, which is
// never in the database: a copy of the database alone opens none of them. Each purpose has a key of its
// own, so a value sealed for one purpose does not open as another. Changing JWT_SECRET makes sealed
// values unreadable (two-factor then has to be reset by an owner; queued reset mails are dropped).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { loadJwtSecret } from '../auth/jwt-secret.js';
import { ENV } from '../config/env.module.js';
import type { Env } from '../config/env.js';

export type SealPurpose = 'totp-secret' | 'recovery-code' | 'outbox' | 'webhook-secret';

const VERSION = 'v1';

@Injectable()
export class SecretBox {
  private readonly keys = new Map<SealPurpose, Buffer>();
  private readonly root: string;

  constructor(@Inject(ENV) env: Env) {
    this.root = loadJwtSecret(env);
  }

  private key(purpose: SealPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key)
      this.keys.set(
        purpose,
        (key = Buffer.from(hkdfSync('sha256', this.root, 'konak-secret-box', purpose, 32))),
      );
    return key;
  }

  /** `v1.<base64url of iv | tag | ciphertext>` */
  seal(purpose: SealPurpose, plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(purpose), iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The sealed text, or null when it was sealed under another key or purpose, or was tampered with. */
  open(purpose: SealPurpose, sealed: string): string | null {
    const [version, data] = sealed.split('.');
    if (version !== VERSION || !data) return null;
    const raw = Buffer.from(data, 'base64url');
    if (raw.length < 28) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(purpose), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A keyed digest (HMAC-SHA256, hex): what is stored of a secret the server only has to recognise. */
  digest(purpose: SealPurpose, value: string): string {
    return createHmac('sha256', this.key(purpose)).update(value).digest('hex');
  }
}
