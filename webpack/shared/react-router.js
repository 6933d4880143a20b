// The router API the portal's apps may use, shared between the shell and the remotes as ONE
// singleton under the keys 'react-router-dom' and 'react-router' (see create-config.cjs).
// A shared module is never tree-shaken, and react-router's entry also carries its server, cookie,
// session and RSC runtimes: sharing the package itself would send all of it to every visitor.
// Re-exporting only what the apps import (the build fails on a name missing here: exportsPresence)
// lets webpack drop the rest from the shared chunk: forms, fetchers, other routers…
// BrowserRouter, Routes and Route serve the remotes' stand-alone development entry.
// 'react-router-original' and 'react-router-original/dom' are aliases of react-router's production build.
export { RouterProvider } from 'react-router-original/dom';
export {
  BrowserRouter,
  Link,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  matchRoutes,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-original';
