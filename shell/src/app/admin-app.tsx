import * as router from 'react-router-dom';
import { RemoteApp } from '../federation/remote-app';
import { provideRouter } from '../routing/provide-router';
import { Frame } from './frame';

const { createBrowserRouter, Route, RouterProvider, Routes } = router;
provideRouter(router);

// A data router (the remotes' own routes are descendants of this one), so the admin can hold a
// navigation — the browser's Back included — while a form has unsaved changes (useBlocker). A link from
// the admin to the site stays in the page: the public remote reads this router too.
const adminRouter = createBrowserRouter([
  {
    path: '*',
    element: (
      <Frame>
        <Routes>
          <Route path="/admin/*" element={<RemoteApp remote="admin" />} />
          <Route path="*" element={<RemoteApp remote="public" />} />
        </Routes>
      </Frame>
    ),
  },
]);

/** The host of an admin page: the data router, the admin remote and, for links to the site, the public one. */
export function App() {
  return <RouterProvider router={adminRouter} />;
}
