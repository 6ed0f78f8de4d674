// Types of release-signing.mjs for the TypeScript tests.
import type { KeyObject } from 'node:crypto';

export function devReleaseKey(root?: string): {
  privateFile: string;
  publicFile: string;
  privatePem: string;
  publicPem: string;
};
export function releaseSigningKey(env?: Record<string, string | undefined>): KeyObject;
export function signRelease<T extends Record<string, unknown>>(
  manifest: T,
  serverEntry?: string | Uint8Array,
  key?: KeyObject,
): T & { signature: { alg: string; value: string } };
