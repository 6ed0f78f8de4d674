// The server render (src/server.tsx) as one CommonJS file for Node: dist/server/render.cjs. The API loads
// it from this remote's deployed folder; CSS stays with the browser build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { baseConfig } from '../tools/rspack-base.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const config = baseConfig({ appDir, uniqueName: 'konak_public_ssr', mode: argv.mode ?? 'production', port: 0 });
  config.target = 'node20';
  config.entry = { render: './src/server.tsx' };
  config.output = {
    path: `${process.env.KONAK_OUT_DIR ?? `${appDir}/dist`}/server`,
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  };
  config.module.rules = [
    config.module.rules[0],
    // Stylesheets are the browser build's; on the server an import of one is a no-op.
    { test: /\.css$/, type: 'asset/source' },
    { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/, type: 'asset/resource' },
  ];
  config.experiments = {};
  // One file: lazy routes are bundled in, so the render waits on nothing but itself.
  config.plugins.push(new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }));
  config.optimization = { minimize: false };
  delete config.devServer;
  return config;
};
