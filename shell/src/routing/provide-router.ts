// The shell provides `react-router-dom` to the remotes at run time rather than from its build
// (tools/mf-shared.mjs SHELL_PROVIDES_AT_RUN_TIME): the module its own router comes from, so the remotes'
// links and hooks read that router. A public page runs on the declarative router, an admin page on the
// data router — one per page load, as crossing between them loads a new document (routing/sections.tsx).
import { registerShared } from '@module-federation/enhanced/runtime';

const SHARED_NAME = 'react-router-dom';
// Set by the shell's build from the installed package (tools/mf-shared.mjs runTimeShare).
const VERSION = process.env.REACT_ROUTER_VERSION ?? '0.0.0';
const REQUIRED = process.env.REACT_ROUTER_RANGE ?? '*';

/** Registers `router` (already loaded) as the shared `react-router-dom`, before any remote asks for it.
 *  Loaded, so the runtime hands it to every consumer ('loaded-first') instead of a remote's own copy. */
export function provideRouter(router: object) {
  registerShared({
    [SHARED_NAME]: {
      version: VERSION,
      lib: () => router,
      shareConfig: { singleton: true, requiredVersion: REQUIRED },
    },
  });
}
