// The one shared-dependency config of every federated build (shell and both remotes).
// Versions come from the building app's own package.json, so each build declares what it really needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@konak/shared-ui',
];

export function mfShared(appDir) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const pkgName = name.startsWith('@') ? name : name.split('/')[0];
    const version = deps[pkgName];
    if (!version) throw new Error(`${pkg.name} must list ${pkgName} in its dependencies to share it`);
    shared[name] = { singleton: true, requiredVersion: version === '*' ? false : version };
  }
  return shared;
}

/** Options every federated build has in common. */
export function mfCommon(appDir) {
  return { shared: mfShared(appDir), dts: false, shareStrategy: 'loaded-first' };
}
