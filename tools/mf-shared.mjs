// The one shared-dependency config of every federated build (shell and both remotes).
// Versions come from the building app's own package.json, so each build declares what it really needs,
// as a semver range: singletons without strictVersion, so a remote built against a newer patch or minor
// still loads on the shell's copy (Module Federation warns when the range is not met; it never refuses).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { compatibleRange, contractVersion } from './konak-contract.mjs';
import { FederationEsmRuntimePlugin } from './mf-esm-runtime.mjs';

const require = createRequire(import.meta.url);

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/',
  // react-router itself is not shared: only the exports of react-router-dom the site uses are
  // (tools/react-router-shared.mjs, which bundles what it needs of react-router).
  'react-router-dom',
  'zustand',
  '@konak/shared-ui',
];
/** Shared only by a part that lists them: the shell, for earlier releases of the remotes, which read their
 *  interface texts from its i18next instance (shell/src/i18n/legacy-i18next.ts). Today's remotes bring
 *  their own texts and share neither. */
export const LEGACY = ['i18next', 'react-i18next'];

/** An exact pin (19.3.1) becomes the range a build against it works with (^19.3.0); shared-ui, a workspace
 *  package listed as '*', requires the contract range it was built against (tools/konak-contract.mjs). */
function requiredRange(pkgName, version) {
  if (pkgName === '@konak/shared-ui') return compatibleRange(contractVersion());
  return /^\d+\.\d+\.\d+$/.test(version) ? compatibleRange(version) : version;
}

/** Provided by the shell at run time rather than by its build: `react-router-dom` is the declarative
 *  router on a public page and the data router on an admin page (shell/src/routing/provide-router.ts),
 *  so a public page never downloads the admin's router. The remotes share it as usual. */
export const SHELL_PROVIDES_AT_RUN_TIME = ['react-router-dom'];

export function mfShared(appDir, { exclude = [] } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of [...SINGLETONS, ...LEGACY.filter((n) => deps[n])].filter((n) => !exclude.includes(n))) {
    const pkgName = name.startsWith('@') ? name : name.split('/')[0];
    const version = deps[pkgName];
    if (!version) throw new Error(`${pkg.name} must list ${pkgName} in its dependencies to share it`);
    shared[name] = { singleton: true, requiredVersion: requiredRange(pkgName, version) };
  }
  // Resolved to the site's subsets (tools/*-shared.mjs), whose nearest package.json is not the package's:
  // the version they provide is the installed package's.
  for (const name of ['react-router-dom', 'react-i18next'].filter((n) => shared[n]))
    shared[name].version = installedVersion(appDir, name);
  return shared;
}

const installedVersion = (appDir, name) =>
  require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;

/** How the shell registers `react-router-dom` at run time: the installed version and the range a
 *  consumer built against it accepts (as the build-time shares above). */
export function runTimeShare(appDir, name) {
  const version = installedVersion(appDir, name);
  return { version, requiredVersion: compatibleRange(version) };
}

/** Options every federated build has in common. `runtime`: 'provide' for the shell, which carries the one
 *  copy of the federation runtime, 'use' for a remote, which uses the shell's (externalRuntime). */
function mfCommon(appDir, runtime) {
  return {
    shared: mfShared(appDir, { exclude: runtime === 'provide' ? SHELL_PROVIDES_AT_RUN_TIME : [] }),
    dts: false,
    shareStrategy: 'loaded-first',
    experiments: {
      [runtime === 'provide' ? 'provideExternalRuntime' : 'externalRuntime']: true,
      // Browser builds only (the public remote's server entry is built without federation), and remotes
      // are registered by their remoteEntry.js, never by manifest: the runtime's Node loaders and its
      // manifest-snapshot code are left out of every build.
      optimization: { disableSnapshot: true, target: 'web' },
    },
  };
}

/** A build's federation plugins: ModuleFederationPlugin with `options` and what every build has in common
 *  (mfCommon), then its runtime from ES modules (mf-esm-runtime.mjs), which must come after it. */
export function federationPlugins(appDir, runtime, options) {
  return [
    new ModuleFederationPlugin({ ...options, ...mfCommon(appDir, runtime) }),
    new FederationEsmRuntimePlugin(),
  ];
}
