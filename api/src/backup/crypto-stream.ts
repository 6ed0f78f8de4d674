// Optional encryption of a whole archive with a passphrase (BACKUP_PASSPHRASE): AES-256-GCM with a key
// derived by scrypt, in authenticated chunks so a large archive streams. A wrong passphrase, one changed
// byte, a reordered, dropped or appended chunk, or a cut-off file all fail authentication.
//
//   header  "KONAKENC" | version (1) | scrypt log2 N (1) | salt (16) | nonce prefix (4)
//   chunk   final flag (1) | length (4, big-endian) | ciphertext | tag (16)
// The nonce of chunk i is the prefix followed by i as 8 bytes; the header and the final flag are
// authenticated with each chunk, so only the last chunk may say it is the last.
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ArchiveError } from './archive-format.js';

export const ENCRYPTED_MAGIC = Buffer.from('KONAKENC');
const VERSION = 1;
const LOG_N = 15;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + 1 + 1 + 16 + 4;
const CHUNK = 64 * 1024;
const TAG = 16;

function deriveKey(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase,
      salt,
      32,
      { N: 2 ** logN, r: 8, p: 1, maxmem: 256 * 2 ** logN * 8 + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

function nonce(prefix: Buffer, index: number): Buffer {
  const iv = Buffer.alloc(12);
  prefix.copy(iv, 0);
  iv.writeBigUInt64BE(BigInt(index), 4);
  return iv;
}

/** Encrypts what is written to it; the key is derived before the first byte goes out. */
export async function encryptStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(16);
  const prefix = randomBytes(4);
  const header = Buffer.concat([ENCRYPTED_MAGIC, Buffer.from([VERSION, LOG_N]), salt, prefix]);
  const key = await deriveKey(passphrase, salt, LOG_N);
  let index = 0;
  let pending: Buffer = Buffer.alloc(0);
  const seal = (plain: Buffer, final: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, index++));
    const head = Buffer.alloc(5);
    head.writeUInt8(final ? 1 : 0, 0);
    head.writeUInt32BE(plain.length, 1);
    cipher.setAAD(Buffer.concat([header, head]));
    return Buffer.concat([head, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      pending = pending.length ? Buffer.concat([pending, data]) : data;
      // Keep the last full chunk back: only at the end is it known which one is final.
      while (pending.length > CHUNK) {
        this.push(seal(pending.subarray(0, CHUNK), false));
        pending = pending.subarray(CHUNK);
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(seal(pending, true));
      done();
    },
  });
}

const refused = () =>
  new ArchiveError('the archive cannot be decrypted: wrong BACKUP_PASSPHRASE, or the file is damaged');

/** Decrypts an archive written by encryptStream; errors with ArchiveError on any tampering. */
export function decryptStream(passphrase: string): Transform {
  let buffer: Buffer = Buffer.alloc(0);
  let header: Buffer | null = null;
  let key: Buffer | null = null;
  let prefix: Buffer;
  let index = 0;
  let finished = false;
  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
      const work = async () => {
        if (!header) {
          if (buffer.length < HEADER_BYTES) return;
          header = buffer.subarray(0, HEADER_BYTES);
          if (!header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC) || header[8] !== VERSION)
            throw new ArchiveError('not an encrypted Konak archive');
          const logN = header[9];
          if (logN < 10 || logN > 20) throw refused();
          const salt = header.subarray(10, 26);
          prefix = header.subarray(26, 30);
          key = await deriveKey(passphrase, salt, logN);
          buffer = buffer.subarray(HEADER_BYTES);
        }
        while (buffer.length >= 5) {
          if (finished) throw refused();
          const final = buffer[0];
          const length = buffer.readUInt32BE(1);
          if (final > 1 || length > CHUNK) throw refused();
          if (buffer.length < 5 + length + TAG) return;
          const decipher = createDecipheriv('aes-256-gcm', key!, nonce(prefix, index++));
          decipher.setAAD(Buffer.concat([header, buffer.subarray(0, 5)]));
          decipher.setAuthTag(buffer.subarray(5 + length, 5 + length + TAG));
          let plain: Buffer;
          try {
            plain = Buffer.concat([decipher.update(buffer.subarray(5, 5 + length)), decipher.final()]);
          } catch {
            throw refused();
          }
          buffer = buffer.subarray(5 + length + TAG);
          finished = final === 1;
          this.push(plain);
        }
      };
      work().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      done(finished && !buffer.length ? undefined : refused());
    },
  });
}
