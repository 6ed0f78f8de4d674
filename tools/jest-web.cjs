// Jest settings of every React workspace (shared-ui, shell, public-mfe, admin-mfe): jsdom, SWC for
// TS/TSX, stylesheets stubbed, ky (ESM-only) transformed.
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'jest-jsdom-env.cjs'),
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
    // @konak/contract from its sources; their Node-style `./x.js` imports name `./x.ts` files.
    '^@konak/contract$': path.join(__dirname, '../contract/src/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The declarative router of public pages is react-router-dom itself outside production builds.
    '^react-router-declarative$': 'react-router-dom',
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-web-setup.cjs')],
  // Forms typed key by key (userEvent) take several seconds when the machine is busy with other work
  // (CI runs the API tests beside nothing, a developer's box beside everything): a time-out is for a
  // test that hangs, not for a slow one.
  testTimeout: 30_000,
});
