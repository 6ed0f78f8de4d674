// The public remote's release signature: what the build signs (tools/release-signing.mjs) and the API
// checks (api/src/site/release-signature.ts), defined once so the two always agree on the bytes.
//
// A release's mf-manifest.json carries `signature: {alg: 'ed25519', value}`: an Ed25519 signature, in
// base64, of the manifest's canonical JSON without that field. The manifest's `server` names the server
// entry with its SHA-256 (`sha256`, hex), so the signature covers the code the host runs too.

/** Where the development release key lives, from the repository's root (ignored by git): the build
 *  creates it on first use, the API trusts its public half unless PUBLIC_MFE_RELEASE_PUBLIC_KEY is set. */
export const DEV_RELEASE_KEY = {
  dir: '.keys',
  privateKey: 'public-mfe-release.pem',
  publicKey: 'public-mfe-release.pub.pem',
} as const;

export const RELEASE_SIGNATURE_ALG = 'ed25519';

/** Deeper manifests are no manifest a build writes (and would only cost the canonical form a stack). */
const MAX_DEPTH = 32;

/** JSON with object keys in code-unit order at every level, no whitespace: one text per value, whatever
 *  order or spacing the file was written with. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new Error(`the manifest is nested deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The bytes a release's signature covers: the manifest without its `signature`. */
export function releaseSigningPayload(manifest: Record<string, unknown>): string {
  const rest = { ...manifest };
  delete rest.signature;
  return canonicalJson(rest);
}
