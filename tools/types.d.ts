// Ambient types of every React workspace: Testing Library's DOM matchers for the specs, and stylesheets
// imported for their side effects by the rspack builds.
/// <reference types="@testing-library/jest-dom" />
declare module '*.css';
// The declarative router of public pages (tools/react-router-declarative.mjs; react-router-dom itself in
// development and in Jest). Its exports are checked by the production build (`exportsPresence: 'error'`).
declare module 'react-router-declarative' {
  export * from 'react-router-dom';
}
