// Version skew between the shell and a remote: each remote's build writes into its mf-manifest.json the
// range of the shell / shared-ui contract it works with (`"konak": {"contract": "^1.1.0", "builtWith":
// "1.1.0"}`, tools/konak-contract.mjs); the shell reads it before it loads any of the remote's code and
// shows the branded fallback, with one log line naming both versions, when its own contract is outside.
import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@konak/shared-ui';

/** The range assumed for a remote whose manifest declares none: releases built before contracts were
 *  declared were all built against shared-ui 1.0.0. So they keep loading on 1.x shells (with a warning)
 *  and get the fallback, not a broken page, once the contract's major moves on. */
export const UNDECLARED_CONTRACT = '^1.0.0';

/** The `konak` field of a remote's mf-manifest.json. */
export interface DeclaredContract {
  contract?: unknown;
  builtWith?: unknown;
}

export type ContractVerdict = { ok: true; warning?: string } | { ok: false; message: string };

/** Judges a remote's declaration against the contract this shell provides. */
export function judgeContract(
  remote: string,
  declared: DeclaredContract | undefined,
  provided: string = CONTRACT_VERSION,
): ContractVerdict {
  const range =
    typeof declared?.contract === 'string' && declared.contract.trim() ? declared.contract.trim() : null;
  const built = typeof declared?.builtWith === 'string' ? ` (built with ${declared.builtWith})` : '';
  if (!range) {
    if (satisfy(provided, UNDECLARED_CONTRACT)) {
      return {
        ok: true,
        warning: `[konak] contract: the ${remote} remote declares no shell / shared-ui contract in its mf-manifest.json (a release built before contracts); assuming ${UNDECLARED_CONTRACT}, which this shell's ${provided} satisfies — loading it.`,
      };
    }
    return {
      ok: false,
      message: `[konak] contract mismatch: the ${remote} remote declares no shell / shared-ui contract in its mf-manifest.json (a release built before contracts, assumed ${UNDECLARED_CONTRACT}); this shell provides ${provided} — showing the fallback instead. Deploy a release of ${remote}-mfe built for ${provided}.`,
    };
  }
  if (satisfy(provided, range)) return { ok: true };
  return {
    ok: false,
    message: `[konak] contract mismatch: the ${remote} remote${built} needs the shell / shared-ui contract ${range}; this shell provides ${provided} — showing the fallback instead. Deploy a shell whose contract is in ${range}, or a release of ${remote}-mfe built for ${provided}.`,
  };
}

/** The remote's mf-manifest.json, beside its remoteEntry.js (same query, so a retry skips caches too). */
export function manifestUrl(entry: string): string {
  const url = new URL(entry, window.location.href);
  url.pathname = url.pathname.replace(/[^/]*$/, 'mf-manifest.json');
  return url.href;
}

/** Whether a remote sharing `shared` (undefined: its manifest does not say) reads its interface texts
 *  from the shell's i18next, as releases before the public remote brought its own texts did. */
export const needsShellI18next = (shared: string[] | undefined) => !shared || shared.includes('i18next');

/** Thrown instead of loading a remote outside the contract; the remote's error boundary shows the fallback. */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

/** Reads the remote's declaration and throws ContractMismatchError when this shell is outside its range;
 *  else answers the names of the modules the remote shares (undefined when the manifest does not say).
 *  A manifest that cannot be read does not stop the load: the remote is loaded as before the check
 *  existed (a remote that is really down then fails to load and shows the fallback with its retry). */
export async function checkRemoteContract(
  remote: string,
  entry: string,
  provided: string = CONTRACT_VERSION,
): Promise<string[] | undefined> {
  const url = manifestUrl(entry);
  let declared: DeclaredContract | undefined;
  let shared: string[] | undefined;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const manifest = (await response.json()) as {
      konak?: DeclaredContract;
      shared?: { name?: unknown }[];
    } | null;
    if (Array.isArray(manifest?.shared)) shared = manifest.shared.map((s) => String(s?.name));
    declared =
      manifest && typeof manifest === 'object' && manifest.konak && typeof manifest.konak === 'object'
        ? manifest.konak
        : undefined;
  } catch (error) {
    console.warn(
      `[konak] contract: the ${remote} remote's manifest ${url} could not be read (${error instanceof Error ? error.message : String(error)}); loading the remote without a contract check.`,
    );
    return;
  }
  const verdict = judgeContract(remote, declared, provided);
  if (verdict.ok) {
    if (verdict.warning) console.warn(verdict.warning);
    return shared;
  }
  console.error(verdict.message);
  throw new ContractMismatchError(verdict.message);
}
