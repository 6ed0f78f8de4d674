// Stylesheets are imported for their side effects by the rspack builds.
declare module '*.css';
