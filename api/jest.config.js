// ESM Jest for the NestJS API (NestJS 12 is ESM-only). Run with --experimental-vm-modules.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // The seeding hook's package and the contract from their sources, so the API's tests need no build of them.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@konak/sample-content$': '<rootDir>/../sample-content/src/index.ts',
    '^@konak/contract$': '<rootDir>/../contract/src/index.ts',
  },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  // A test (and its beforeAll, which builds an app and migrates its database) may take a minute when the
  // SQLite and PostgreSQL runs share a 2-core machine with other work (scripts/test.mjs runs them together).
  testTimeout: 60_000,
  maxWorkers: 1,
};
