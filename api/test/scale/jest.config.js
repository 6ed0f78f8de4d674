// The scale tests (*.scale-spec.ts) on their own: they run the built server (api/dist) as child
// processes — graceful shutdown on SIGTERM, and two instances on one PostgreSQL and one Redis behind a
// round-robin proxy — and the pages the built public remote draws with years of projects
// (project-pages.scale-spec.ts), so `npm test` runs them after the build, never beside the other API
// tests (on PostgreSQL they share one database).
import base from '../../jest.config.js';

export default {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/test/scale/*.scale-spec.ts'],
  testTimeout: 60_000,
};
