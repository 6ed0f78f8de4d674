// The rspack settings shared by the shell and both remotes: TypeScript/TSX through SWC, CSS, assets,
// content-hashed names and real production builds.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';

const require = createRequire(import.meta.url);
const CONTRACT_SOURCE = path.resolve(import.meta.dirname, '../contract/src/index.ts');
/** react-router's package exports point at its development build whatever the mode; production builds
 *  take dist/production explicitly (DESIGN "Performance"). They also resolve react-router-dom and
 *  react-i18next to the site's subsets of them (tools/*-shared.mjs), the shared modules' whole content. */
function reactRouterProductionAlias() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': `${dist}/index.mjs`,
    'react-router/dom$': `${dist}/dom-export.mjs`,
    // Only the exports the site uses (react-router-dom re-exports all of react-router).
    'react-router-dom$': path.resolve(import.meta.dirname, 'react-router-shared.mjs'),
    // The declarative router of public pages: a second copy of react-router's module (the query makes it
    // one), tree-shaken to what tools/react-router-declarative.mjs exports.
    'react-router-declarative$': path.resolve(import.meta.dirname, 'react-router-declarative.mjs'),
    'react-router-declarative-core$': `${routerModule(dist)}?declarative`,
    'react-i18next$': path.resolve(import.meta.dirname, 'react-i18next-shared.mjs'),
    'react-i18next/all$': path.join(
      path.dirname(require.resolve('react-i18next/package.json')),
      'dist/es/index.js',
    ),
  };
}

/** The file of react-router's build that holds its React components (index.mjs only re-exports it). */
function routerModule(dist) {
  const file = readdirSync(dist).find(
    (f) =>
      /^chunk-\w+\.mjs$/.test(f) &&
      readFileSync(path.join(dist, f), 'utf8').includes('function BrowserRouter('),
  );
  if (!file) throw new Error(`react-router's BrowserRouter was not found in ${dist}`);
  return path.join(dist, file);
}

export function baseConfig({ appDir, uniqueName, mode, port }) {
  const prod = mode === 'production';
  return {
    mode,
    context: appDir,
    entry: './src/index.ts',
    // No eval-based source maps: the API's Content-Security-Policy refuses eval in development too.
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      // KONAK_OUT_DIR builds straight into a deployed folder (the composition tests replace a remote).
      path: process.env.KONAK_OUT_DIR ?? `${appDir}/dist`,
      publicPath: 'auto',
      uniqueName,
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: prod ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: prod ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // @konak/contract from its sources (as TypeScript sees it through tsconfig.base.json's paths), so a
      // frontend's build needs no build of it; its Node-style `./x.js` imports name `./x.ts` files.
      // In development the declarative router is react-router-dom itself (one copy, nothing to save).
      alias: {
        '@konak/contract$': CONTRACT_SOURCE,
        ...(prod ? reactRouterProductionAlias() : { 'react-router-declarative$': 'react-router-dom' }),
      },
      extensionAlias: { '.js': ['.ts', '.js'] },
    },
    module: {
      // An import of a name a module does not export is an error, not undefined at run time (a part using
      // a react-router export that tools/react-router-shared.mjs does not list must fail its build).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.(tsx?|jsx?)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Always the production JSX runtime: in development the remotes still run on the shell's React,
              // which the development runtime (jsx-dev-runtime) does not match.
              transform: { react: { runtime: 'automatic', development: false, refresh: false } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        // Which build this is (a git hash or a CI number), shown on each remote's root as data-release.
        'process.env.KONAK_RELEASE': JSON.stringify(process.env.KONAK_RELEASE ?? ''),
      }),
    ],
    optimization: { minimize: prod },
    experiments: { css: true },
    // Lazy compilation would ask the page's origin (the API) for /_rspack/lazy/trigger; the remotes'
    // dev servers are on other ports, so build everything up front.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}
