import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from '../tools/rspack-base.mjs';
import { mfCommon } from '../tools/mf-shared.mjs';
import { FontsPlugin } from './fonts-plugin.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const config = baseConfig({ appDir, uniqueName: 'konak_shell', mode, port: 4200 });
  // The shell is always served from the site root, so its own files use an absolute public path.
  config.output.publicPath = '/';
  config.plugins.push(
    // No remotes at build time: they are registered at run time from the manifest the server provides.
    // The shell carries the one copy of the federation runtime; the remotes use it (externalRuntime).
    new ModuleFederationPlugin({ name: 'shell', remotes: {}, ...mfCommon(appDir), experiments: { provideExternalRuntime: true } }),
    new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', minify: false }),
    new FontsPlugin(),
  );
  config.experiments.asyncStartup = true;
  config.devServer.proxy = [{ context: ['/api', '/mfe', '/sitemap.xml', '/robots.txt'], target: 'http://localhost:3000' }];
  return config;
};
