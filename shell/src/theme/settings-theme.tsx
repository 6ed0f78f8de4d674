import { useEffect } from 'react';
import { useSettingsStore } from '@konak/shared-ui';
import { applyTheme } from './apply-theme';

/** Loads the settings once and keeps the page themed by them. */
export function SettingsTheme() {
  const settings = useSettingsStore((s) => s.settings);
  const load = useSettingsStore((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => applyTheme(settings), [settings]);
  return null;
}
