import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { baseConfig } from '../tools/rspack-base.mjs';
import { federationPlugins, runTimeShare } from '../tools/mf-shared.mjs';
import { FontsPlugin } from './fonts-plugin.mjs';
import { FallbackChunksPlugin } from './fallback-chunks-plugin.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const config = baseConfig({ appDir, uniqueName: 'konak_shell', mode, port: 4200 });
  const routerShare = runTimeShare(appDir, 'react-router-dom');
  // The shell is always served from the site root, so its own files use an absolute public path.
  config.output.publicPath = '/';
  config.plugins.push(
    // No remotes at build time: they are registered at run time from the manifest the server provides.
    // The shell carries the one copy of the federation runtime; the remotes use it (externalRuntime).
    ...federationPlugins(appDir, 'provide', { name: 'shell', remotes: {} }),
    new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', minify: false }),
    new FontsPlugin(),
    new FallbackChunksPlugin(),
    // What the shell registers react-router-dom as at run time (src/routing/provide-router.ts).
    new rspack.DefinePlugin({
      'process.env.REACT_ROUTER_VERSION': JSON.stringify(routerShare.version),
      'process.env.REACT_ROUTER_RANGE': JSON.stringify(routerShare.requiredVersion),
    }),
  );
  config.experiments.asyncStartup = true;
  config.devServer.proxy = [
    { context: ['/api', '/mfe', '/sitemap.xml', '/robots.txt'], target: 'http://localhost:3000' },
  ];
  if (mode !== 'production') return config;
  return [{ ...config, name: 'shell' }, firstScriptConfig(mode)];
};

/** first.js, the one script a server-drawn page runs at once (src/first.ts), built on its own: a federated
 *  build puts the federation runtime in every entry, and this one must stay a few hundred bytes. Built
 *  after the shell into the same folder (whose build empties it first); the host finds it by its name. */
function firstScriptConfig(mode) {
  const config = baseConfig({ appDir, uniqueName: 'konak_shell_first', mode, port: 4200 });
  config.name = 'first';
  config.dependencies = ['shell'];
  config.entry = { first: './src/first.ts' };
  config.output = { ...config.output, publicPath: '/', clean: false };
  delete config.devServer;
  return config;
}
