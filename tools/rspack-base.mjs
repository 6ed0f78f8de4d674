// The rspack settings shared by the shell and both remotes: TypeScript/TSX through SWC, CSS, assets,
// content-hashed names and real production builds.
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';

const require = createRequire(import.meta.url);
/** react-router's package exports point at its development build whatever the mode; production builds
 *  take dist/production explicitly (DESIGN "Performance"). */
function reactRouterProductionAlias() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': `${dist}/index.mjs`, 'react-router/dom$': `${dist}/dom-export.mjs` };
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: prod ? reactRouterProductionAlias() : {} },
    module: {
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
