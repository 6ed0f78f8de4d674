// What the server's HTML carries for the first paint: the remotes' locations and the data the first
// screen needs, so that nothing waits on a chain of round trips. Every field is optional: a page served
// without it (a CDN, a dev server) fetches the same things.
import type { Lang, SiteSettings, Slider } from './api/models';

export interface RemoteLocation {
  /** URL of the remote's remoteEntry.js */
  entry: string;
}
export interface BootData {
  remotes?: { public?: RemoteLocation; admin?: RemoteLocation };
  settings?: SiteSettings;
  sliders?: Slider[];
  lang?: Lang;
  /** Anything a page's first render needs, keyed by the API path it came from. */
  preloaded?: Record<string, unknown>;
  /** On a page the server drew: every script it runs, fetched together once the page has loaded. */
  scripts?: string[];
}

declare global {
  interface Window {
    __KONAK__?: BootData;
  }
}

/** The boot data: a `<script id="konak-boot" type="application/json">` from the server (JSON is not
 *  script, so a strict Content-Security-Policy needs no exception), read once. On the server there is no
 *  page: a server render hands each page's data to its own tree (per request), never through here. */
export function bootData(): BootData {
  if (typeof window === 'undefined') return {};
  return readBootData();
}

/** Reads the page's boot data once (also before the shared modules are ready: no imports needed). */
export function readBootData(): BootData {
  if (!window.__KONAK__) {
    const element = document.getElementById('konak-boot');
    try {
      window.__KONAK__ = element?.textContent ? (JSON.parse(element.textContent) as BootData) : {};
    } catch {
      window.__KONAK__ = {};
    }
  }
  return window.__KONAK__;
}

/** Takes a preloaded answer once: later reads go to the API, so edits show without a reload. */
export function takePreloaded<T>(path: string): T | undefined {
  const store = bootData().preloaded;
  if (!store || !(path in store)) return undefined;
  const value = store[path] as T;
  delete store[path];
  return value;
}
