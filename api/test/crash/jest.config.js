// The crash-safety test (crash-safety.crash-spec.ts) on its own: it runs the built server (api/dist) as
// a child process, so `npm test` runs it after the build, and never beside the other API tests (on
// PostgreSQL they share one database). The normal API run does not match *.crash-spec.ts.
import base from '../../jest.config.js';

export default {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/test/crash/*.crash-spec.ts'],
  testTimeout: 60_000,
};
