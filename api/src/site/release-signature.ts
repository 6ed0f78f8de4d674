// Which public-mfe releases the API runs the server entry of: those whose mf-manifest.json is signed by
// the public-mfe release key (Ed25519 over @konak/contract's releaseSigningPayload) and whose server entry
// has the SHA-256 the signed manifest lists. The build signs (tools/release-signing.mjs), so a release
// still needs no change of the API. The trusted key: PUBLIC_MFE_RELEASE_PUBLIC_KEY (the production key;
// several may be listed while a new key is rolled out), else the development key the build made in this
// checkout (<repo>/.keys/public-mfe-release.pub.pem), read again when it changes.
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_RELEASE_KEY, RELEASE_SIGNATURE_ALG, releaseSigningPayload } from '@konak/contract';

/** The repository's root, from api/src/site or api/dist/site alike. */
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** Ed25519 public keys from PEM blocks, or base64 SPKI (DER) keys separated by commas or spaces. Throws
 *  with a reason when a key is not an Ed25519 public key. */
export function parseReleaseKeys(text: string): KeyObject[] {
  const pems = text.match(/-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g);
  const parts = pems ?? text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) throw new Error('no key');
  return parts.map((part) => {
    let key: KeyObject;
    try {
      key = pems
        ? createPublicKey(part)
        : createPublicKey({ key: Buffer.from(part, 'base64'), format: 'der', type: 'spki' });
    } catch {
      throw new Error('not a public key in PEM or base64 (SPKI)');
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new Error(`an ${key.asymmetricKeyType} key, not Ed25519`);
    return key;
  });
}

export class ReleaseKeys {
  private dev: { stamp: string; keys: KeyObject[] } | null = null;

  /** `configured`: PUBLIC_MFE_RELEASE_PUBLIC_KEY's text (validated at start). */
  constructor(
    private readonly configured: string | undefined,
    private readonly root = REPO,
  ) {}

  /** The keys a release may be signed with, and where they come from (for the log). */
  trusted(): { keys: KeyObject[]; from: string } {
    if (this.configured)
      return { keys: parseReleaseKeys(this.configured), from: 'PUBLIC_MFE_RELEASE_PUBLIC_KEY' };
    const file = path.join(this.root, DEV_RELEASE_KEY.dir, DEV_RELEASE_KEY.publicKey);
    try {
      const stat = statSync(file);
      const stamp = `${stat.mtimeMs} ${stat.size}`;
      if (this.dev?.stamp !== stamp) this.dev = { stamp, keys: parseReleaseKeys(readFileSync(file, 'utf8')) };
      return { keys: this.dev.keys, from: file };
    } catch {
      return {
        keys: [],
        from: `${file} (missing: build public-mfe once, or set PUBLIC_MFE_RELEASE_PUBLIC_KEY)`,
      };
    }
  }
}

/** Null when `manifest` carries a valid signature by one of `keys`; else why not. */
export function signatureProblem(
  manifest: Record<string, unknown>,
  trusted: { keys: KeyObject[]; from: string },
): string | null {
  const signature = manifest.signature as { alg?: unknown; value?: unknown } | undefined;
  if (!signature || typeof signature !== 'object') return 'its manifest is not signed';
  if (
    signature.alg !== RELEASE_SIGNATURE_ALG ||
    typeof signature.value !== 'string' ||
    signature.value.length > 200
  )
    return 'its manifest carries a malformed signature';
  if (trusted.keys.length === 0) return `no release key is trusted: ${trusted.from}`;
  const payload = Buffer.from(releaseSigningPayload(manifest));
  const bytes = Buffer.from(signature.value, 'base64');
  return trusted.keys.some((key) => verify(null, payload, key, bytes))
    ? null
    : `its manifest's signature is not by the release key (${trusted.from})`;
}

/** Null when the server entry's bytes have the SHA-256 the (signed) manifest lists; else why not. */
export function entryHashProblem(expected: unknown, source: string): string | null {
  if (typeof expected !== 'string' || !/^[0-9a-f]{64}$/.test(expected))
    return 'its manifest lists no SHA-256 of the server entry';
  const actual = createHash('sha256').update(source).digest('hex');
  return actual === expected
    ? null
    : 'the server entry is not the file its signed manifest names (SHA-256 differs)';
}
