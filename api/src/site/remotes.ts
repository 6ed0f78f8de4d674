// Where the shell finds each remote (env, else this server's /mfe/<name>/), and the admin remote's files
// worth preloading with the HTML, read from its local mf-manifest. (The public remote's release —
// files and server entry, local or remote — is public-remote.ts's.)
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.js';

export type RemoteKey = 'public' | 'admin';
export const REMOTE_DIRS: Record<RemoteKey, string> = { public: 'public-mfe/dist', admin: 'admin-mfe/dist' };

export function remoteBase(env: Env, key: RemoteKey): string {
  return (key === 'public' ? env.publicMfeUrl : env.adminMfeUrl) ?? `/mfe/${key}/`;
}

export function remoteLocations(env: Env) {
  return {
    public: { entry: `${remoteBase(env, 'public')}remoteEntry.js` },
    admin: { entry: `${remoteBase(env, 'admin')}remoteEntry.js` },
  };
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  exposes: { name: string; assets: ManifestAssets }[];
}

/** Changes whenever a locally served remote is redeployed (its manifest is rewritten by every build). */
export function remoteBuildStamp(env: Env, key: RemoteKey): number {
  try {
    return statSync(path.join(env.staticRoot, REMOTE_DIRS[key], 'mf-manifest.json')).mtimeMs;
  } catch {
    return 0;
  }
}

export interface ExposedFiles {
  js: string[];
  css: string[];
  /** The lazily loaded pages' chunks: small, and preloading them saves a round trip on deep links. */
  asyncJs: string[];
  asyncCss: string[];
}
const NONE: ExposedFiles = { js: [], css: [], asyncJs: [], asyncCss: [] };
const manifestCache = new Map<string, { mtime: number; files: ExposedFiles }>();

/** The exposed App's own JS and CSS files (relative names), or none when the manifest is not local. */
export function exposedFiles(env: Env, key: RemoteKey): ExposedFiles {
  if (remoteBase(env, key) !== `/mfe/${key}/`) return NONE;
  const file = path.join(env.staticRoot, REMOTE_DIRS[key], 'mf-manifest.json');
  try {
    const mtime = statSync(file).mtimeMs;
    const cached = manifestCache.get(file);
    if (cached?.mtime === mtime) return cached.files;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const app = manifest.exposes.find((e) => e.name === 'App');
    const files = {
      js: app?.assets.js.sync ?? [],
      css: app?.assets.css.sync ?? [],
      asyncJs: app?.assets.js.async ?? [],
      asyncCss: app?.assets.css.async ?? [],
    };
    manifestCache.set(file, { mtime, files });
    return files;
  } catch {
    return NONE;
  }
}
