// The server entry (src/server.tsx) as one CommonJS file for Node: dist/server/render.<hash>.cjs, named in
// the release's mf-manifest.json as `server` (written after the browser build, which writes the manifest).
// The API loads it from wherever this remote is deployed — its folder or its URL — and reloads it when
// the manifest names another file. CSS stays with the browser build.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { signRelease } from '../tools/release-signing.mjs';
import { baseConfig } from '../tools/rspack-base.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Adds `server: {entry, size, contract, sha256}` to the browser build's mf-manifest.json and signs it. */
class NameServerEntryInManifest {
  constructor(outDir) {
    this.outDir = outDir;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('NameServerEntryInManifest', (compilation) => {
      const entry = Object.keys(compilation.assets).find((name) => /^render\.[0-9a-f]+\.cjs$/.test(name));
      if (!entry) throw new Error('server build: no render.<hash>.cjs emitted');
      const manifestFile = path.join(this.outDir, 'mf-manifest.json');
      let manifest;
      try {
        manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      } catch {
        throw new Error(`server build: ${manifestFile} is missing; build the browser bundle first`);
      }
      manifest.server = { entry: `server/${entry}`, size: compilation.assets[entry].size(), contract: 1 };
      const signed = signRelease(manifest, readFileSync(path.join(this.outDir, manifest.server.entry)));
      writeFileSync(manifestFile, JSON.stringify(signed, null, 2));
    });
  }
}

export default (_env, argv) => {
  const config = baseConfig({
    appDir,
    uniqueName: 'konak_public_ssr',
    mode: argv.mode ?? 'production',
    port: 0,
  });
  const outDir = process.env.KONAK_OUT_DIR ?? `${appDir}/dist`;
  config.target = 'node20';
  config.entry = { render: './src/server.tsx' };
  config.output = {
    path: `${outDir}/server`,
    filename: '[name].[contenthash:10].cjs',
    chunkFilename: '[name].[contenthash:10].cjs',
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
  config.plugins.push(
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new NameServerEntryInManifest(outDir),
  );
  config.optimization = { minimize: false };
  delete config.devServer;
  return config;
};
