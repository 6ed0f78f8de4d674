// The declarative router the shell runs public pages on (`<BrowserRouter>`), and the exports a public
// remote reads from the shared `react-router-dom` there (every release's public remote, 5b6dce5 on): the
// shell registers this module under that name on a public page (shell/src/routing/provide-router.ts).
// No data router inside — createBrowserRouter, RouterProvider, useBlocker and the loaders, actions and
// fetchers behind them are the admin's (tools/react-router-shared.mjs): about half of the bytes.
// Production builds resolve `react-router-declarative` here and `react-router-declarative-core` to
// react-router's own module with a query (tools/rspack-base.mjs), so this is a copy of its own that keeps
// only these exports when tree-shaken, whatever else the build uses of the other copy.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-declarative-core';
