// What the apps get for `import { ... } from 'react-router-dom'` in a webpack build (jest uses the real package).
//
// A module-federation shared module cannot be tree-shaken: the build that provides it cannot know which exports
// another app will use, so sharing the whole react-router package put all of it (data routers, server rendering,
// RSC, cookies and sessions: about 57 KB gzip) on every page. The apps only use the declarative router below, so
// this file is what is shared under the `react-router-dom` key instead, and webpack drops the rest of react-router
// from it. `react-router-full` is an alias (see index.js) that is not a share key, so this import is bundled here
// rather than consumed from the share scope.
//
// Adding a name: add it here; ESLint (no-restricted-imports in eslint.config.mjs) reads this list and rejects
// imports of names that are missing from it.
//
// The data router (loaders, actions, hydration data) is what the shell renders the pages with, in the browser and on
// the server (react-router-dom.server.mjs adds the server's part for the Node builds only).
export {
  BrowserRouter,
  createBrowserRouter,
  Form,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  replace,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterStateContext,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
