// scrypt password hashes (node:crypto): `scrypt$<N>$<r>$<p>$<salt>$<hash>`, so the cost can be raised
// later without breaking stored hashes. N=2^17 with r=8 needs 128 MiB per hash, hence maxmem — and
// hence at most HASHES_AT_ONCE run at a time and at most HASHES_WAITING wait: a crowd of logins cannot
// exhaust memory or the thread pool.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DomainError } from '../common/errors.js';

const HASHES_AT_ONCE = 2;
const HASHES_WAITING = 32;
let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) {
    if (waiting.length >= HASHES_WAITING) throw new DomainError('server_busy', 1);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return oneAtATime(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/** A hash of nothing in particular: an unknown email is checked against it so that it costs as much
 *  time as a wrong password (no account enumeration by timing). */
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(16).toString('hex')));
}
