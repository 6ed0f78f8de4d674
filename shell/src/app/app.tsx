import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShellFrame } from '@konak/shared-ui';
import { RemoteApp } from '../federation/remote-app';
import { SettingsTheme } from '../theme/settings-theme';
import '../i18n/setup';

/** The host: global providers and the split between the two remotes, nothing page-specific. */
export function App() {
  return (
    <BrowserRouter>
      <SettingsTheme />
      <ShellFrame>
        <Routes>
          <Route path="/admin/*" element={<RemoteApp remote="admin" />} />
          <Route path="*" element={<RemoteApp remote="public" />} />
        </Routes>
      </ShellFrame>
    </BrowserRouter>
  );
}
