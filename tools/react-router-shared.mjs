// What the site's browser code uses of react-router-dom, and all the shell shares of it. Production builds
// resolve `react-router-dom` to this file (tools/rspack-base.mjs), so the shared module is these exports
// alone and the rest of react-router (its server runtime, sessions, cookies, React Server Components,
// framework mode: about half of its 51 kB) is left out of every build. A part that starts using another
// export adds it here, in the same change (a remote that needs it needs a shell that provides it: a
// contract minor, docs/decisions/0026-one-versioned-contract.md); a missing one fails the build.
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
