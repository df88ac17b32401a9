// What the web apps use of react-router-dom, and all they get from it in the browser.
//
// Module federation shares a package whole: the one router copy every app must agree on would
// otherwise be all of react-router 7 (data routers, server rendering, RSC...), 61 KB gzipped of
// which the apps use a fifth. Shared as this module instead (federated-app.config.js), the router
// is tree-shaken to these names. Add a name here before using it; tools/architecture's test fails
// on a name imported from 'react-router-dom' that this module does not export.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
