// Finds the remotes at run time and loads their exposed App. Where they live is data, never part of
// the shell's build: the server's HTML carries it inline, or the shell reads /mfe/remotes.json.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bootData, type RemoteLocation } from '@konak/shared-ui';
import type { ComponentType } from 'react';
import { checkRemoteContract, needsShellI18next } from './contract';

export type RemoteKey = 'public' | 'admin';
const REMOTE_NAMES: Record<RemoteKey, string> = { public: 'public_mfe', admin: 'admin_mfe' };
export const REMOTES_MANIFEST_URL = '/mfe/remotes.json';

let locations: Promise<Partial<Record<RemoteKey, RemoteLocation>>> | null = null;

function readLocations() {
  const inline = bootData().remotes;
  if (inline) return Promise.resolve(inline);
  return fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' }).then((r) => {
    if (!r.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${r.status}`);
    return r.json() as Promise<Partial<Record<RemoteKey, RemoteLocation>>>;
  });
}

/** Forgets where the remotes are, so the next load reads the locations again (tests, redeploys). */
export function forgetRemoteLocations() {
  locations = null;
}

/** Loads a remote's App, once its manifest shows it works with this shell's contract (else it throws, and
 *  the remote's boundary shows the fallback). `attempt` > 0 forgets an earlier failed load so a retry
 *  fetches again. */
export async function loadRemoteApp(key: RemoteKey, attempt = 0): Promise<{ default: ComponentType }> {
  if (!locations || attempt > 0) locations = readLocations();
  const location = (await locations)[key];
  if (!location) throw new Error(`No location for the ${key} remote`);
  const name = REMOTE_NAMES[key];
  const entry =
    attempt > 0
      ? `${location.entry}${location.entry.includes('?') ? '&' : '?'}retry=${attempt}`
      : location.entry;
  const shared = await checkRemoteContract(key, entry);
  if (needsShellI18next(shared))
    await import(/* webpackChunkName: "legacy-i18next" */ '../i18n/legacy-i18next');
  registerRemotes([{ name, entry }], { force: attempt > 0 });
  const mod = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!mod?.default) throw new Error(`The ${key} remote exposed no App`);
  return mod;
}
