// Signs a public-mfe release (its mf-manifest.json and, through the SHA-256 the manifest lists, its server
// entry) with the public-mfe release key, for the API to accept its server entry (api/src/site/
// release-signature.ts). The bytes signed are @konak/contract's releaseSigningPayload.
//
// The key: PUBLIC_MFE_RELEASE_KEY_FILE (a PEM Ed25519 private key: the production key, kept by whoever
// releases) when set; else the development key at <repo>/.keys/public-mfe-release.pem, created on first
// use with its public half beside it (.keys/ is ignored by git). An API started from the same checkout
// trusts that development key unless PUBLIC_MFE_RELEASE_PUBLIC_KEY names the production one.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_RELEASE_KEY, RELEASE_SIGNATURE_ALG, releaseSigningPayload } from '@konak/contract';

const REPO = path.resolve(import.meta.dirname, '..');

/** The development key pair's files (created when missing; two builds at once agree on one key). */
export function devReleaseKey(root = REPO) {
  const dir = path.join(root, DEV_RELEASE_KEY.dir);
  const privateFile = path.join(dir, DEV_RELEASE_KEY.privateKey);
  const publicFile = path.join(dir, DEV_RELEASE_KEY.publicKey);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let privatePem;
  try {
    privatePem = readFileSync(privateFile, 'utf8');
  } catch {
    const { privateKey } = generateKeyPairSync('ed25519');
    const tmp = `${privateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    // A link fails when another build made the key meanwhile: then that one is the key.
    try {
      linkSync(tmp, privateFile);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    } finally {
      rmSync(tmp, { force: true });
    }
    privatePem = readFileSync(privateFile, 'utf8');
  }
  const publicPem = createPublicKey(privatePem).export({ type: 'spki', format: 'pem' });
  let written = '';
  try {
    written = readFileSync(publicFile, 'utf8');
  } catch {
    /* written below */
  }
  if (written !== publicPem) {
    const tmp = `${publicFile}.${process.pid}.tmp`;
    writeFileSync(tmp, publicPem);
    renameSync(tmp, publicFile);
  }
  return { privateFile, publicFile, privatePem, publicPem };
}

/** The key releases are signed with: the production key file when named, else the development key. */
export function releaseSigningKey(env = process.env) {
  const file = env.PUBLIC_MFE_RELEASE_KEY_FILE;
  const pem = file ? readFileSync(file, 'utf8') : devReleaseKey().privatePem;
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(`the public-mfe release key${file ? ` in ${file}` : ''} is not an Ed25519 key`);
  return key;
}

/** The manifest with its server entry's SHA-256 and its signature: a new object, the input untouched. */
export function signRelease(manifest, serverEntry, key = releaseSigningKey()) {
  const signed = structuredClone(manifest);
  delete signed.signature;
  if (serverEntry !== undefined) {
    if (!signed.server?.entry) throw new Error('signRelease: the manifest names no server entry');
    signed.server.sha256 = createHash('sha256').update(serverEntry).digest('hex');
  }
  const value = sign(null, Buffer.from(releaseSigningPayload(signed)), key).toString('base64');
  return { ...signed, signature: { alg: RELEASE_SIGNATURE_ALG, value } };
}
