import type { ReactNode } from 'react';
import { ShellFrame } from '@konak/shared-ui';
import { SettingsTheme } from '../theme/settings-theme';

/** What every page has around its remote: the settings' theme and the shared frame. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <SettingsTheme />
      <ShellFrame>{children}</ShellFrame>
    </>
  );
}
