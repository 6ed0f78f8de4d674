// Site settings (SPEC §4): loading until the first read finishes; on failure the built-in defaults.
// The shell loads them once (from the server's boot data when the page carries it) and both remotes read.
// In the browser there is one store for the page. A server render draws many pages at once, each with its
// own settings: it gives every render a store of its own through <SettingsProvider>, which the hook
// reads before the page's store.
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { api } from '../api/client';
import type { SiteSettings } from '../api/models';
import { DEFAULT_SETTINGS } from '../defaults';
import { bootData } from '../boot';

interface SettingsState {
  settings: SiteSettings;
  status: 'loading' | 'ready';
  load: () => Promise<void>;
  /** Replaces the settings in place (after an administrator saves them). */
  set: (settings: SiteSettings) => void;
}

/** Missing or empty fields fall back to the default, so a partial record still themes the site. */
export function withDefaults(partial: Partial<SiteSettings> | null | undefined): SiteSettings {
  const merged = { ...DEFAULT_SETTINGS } as Record<string, unknown>;
  for (const [key, value] of Object.entries(partial ?? {})) {
    if (value !== null && value !== undefined && value !== '') merged[key] = value;
  }
  return merged as unknown as SiteSettings;
}

/** A settings store; with `settings`, already loaded with them (a server render's). */
export function createSettingsStore(settings?: Partial<SiteSettings>): StoreApi<SettingsState> {
  return createStore<SettingsState>((set) => ({
    settings: settings ? withDefaults(settings) : DEFAULT_SETTINGS,
    status: settings ? 'ready' : 'loading',
    load: async () => {
      const inline = bootData().settings;
      if (inline) {
        set({ settings: withDefaults(inline), status: 'ready' });
        return;
      }
      try {
        set({ settings: withDefaults(await api.get('settings/').json<SiteSettings>()), status: 'ready' });
      } catch {
        console.info('Settings not found, using defaults');
        set({ settings: DEFAULT_SETTINGS, status: 'ready' });
      }
    },
    set: (settings) => set({ settings: withDefaults(settings) }),
  }));
}

/** The page's store (the browser's one), holding the boot data's settings from the start: a page the
 *  server drew with them hydrates with the same (zustand hydrates from a store's initial state). */
const pageStore = createSettingsStore(bootData().settings);
const SettingsContext = createContext<StoreApi<SettingsState> | null>(null);

/** Gives the tree below a settings store of its own: one per server render. */
export function SettingsProvider({
  settings,
  children,
}: {
  settings?: Partial<SiteSettings>;
  children: ReactNode;
}) {
  const [store] = useState(() => createSettingsStore(settings));
  return createElement(SettingsContext.Provider, { value: store }, children);
}

function useSettingsStoreHook<T>(selector: (state: SettingsState) => T): T {
  return useStore(useContext(SettingsContext) ?? pageStore, selector);
}

/** `useSettingsStore((s) => s.settings)` in components; `getState()`, `setState()` and `subscribe()`
 *  act on the page's store, as before. */
export const useSettingsStore = Object.assign(useSettingsStoreHook, {
  getState: pageStore.getState,
  setState: pageStore.setState,
  subscribe: pageStore.subscribe,
});
