import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { ShellFrame } from '@konak/shared-ui';
import { RemoteApp } from '../federation/remote-app';
import { SettingsTheme } from '../theme/settings-theme';

/** The split between the two remotes, inside the frame every page shares. */
function Frame() {
  return (
    <>
      <SettingsTheme />
      <ShellFrame>
        <Routes>
          <Route path="/admin/*" element={<RemoteApp remote="admin" />} />
          <Route path="*" element={<RemoteApp remote="public" />} />
        </Routes>
      </ShellFrame>
    </>
  );
}

// A data router (the remotes' own routes are descendants of this one), so the admin can hold a
// navigation — the browser's Back included — while a form has unsaved changes (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <Frame /> }]);

/** The host: global providers and the split between the two remotes, nothing page-specific. */
export function App() {
  return <RouterProvider router={router} />;
}
