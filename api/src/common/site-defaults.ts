// The built-in settings, sliders, about and banner, from the one file the sites use too (shared-ui),
// answered when the database has no record or cannot be read. Each call returns a fresh copy.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const defaults = require('@konak/shared-ui/src/defaults/site-defaults.json') as Record<'settings' | 'sliders' | 'about' | 'banner', unknown>;

export function siteDefault<T>(name: 'settings' | 'sliders' | 'about' | 'banner'): T {
  return structuredClone(defaults[name]) as T;
}
