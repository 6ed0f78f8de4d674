// Ambient types of every React workspace: Testing Library's DOM matchers for the specs, and stylesheets
// imported for their side effects by the rspack builds.
/// <reference types="@testing-library/jest-dom" />
declare module '*.css';
