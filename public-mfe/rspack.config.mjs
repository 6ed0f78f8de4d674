import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseConfig } from '../tools/rspack-base.mjs';
import { federationPlugins } from '../tools/mf-shared.mjs';
import { KonakContractPlugin } from '../tools/konak-contract.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const config = baseConfig({
    appDir,
    uniqueName: 'konak_public_mfe',
    mode: argv.mode ?? 'production',
    port: 4201,
  });
  // A remote has no page of its own: the shell loads remoteEntry.js (served no-cache) and the exposed App.
  config.entry = {};
  config.plugins.push(
    // Uses the shell's federation runtime instead of shipping a second copy in remoteEntry.js.
    ...federationPlugins(appDir, 'use', {
      name: 'public_mfe',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/expose.tsx' },
      manifest: true,
    }),
    // The range of the shell / shared-ui contract this build works with, in mf-manifest.json for the shell.
    new KonakContractPlugin(),
  );
  return config;
};
