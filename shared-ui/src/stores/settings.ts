// Site settings (SPEC §4): loading until the first read finishes; on failure the built-in defaults.
// The shell loads them once (from the server's boot data when the page carries it) and both remotes read.
import { create } from 'zustand';
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

export const useSettingsStore = create<SettingsState>((set) => ({
  settings: DEFAULT_SETTINGS,
  status: 'loading',
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
