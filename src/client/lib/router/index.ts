// The client's router: a small history-based router with the subset of React Router's API the app uses,
// plus route-level code splitting and prefetching (see routes.ts and docs/performance.md). useSearchParams
// is imported from ./search-params: what this file re-exports loads with the first page.
export { getLocation, type Location, navigate } from "./history";
export { useLocation, useNavigate, useNavigationPending, useParams } from "./hooks";
export { Link, type LinkProps } from "./link";
export { Navigate } from "./navigate";
export { Router, RouteView, ScrollRestoration } from "./router";
export {
  createRoutes,
  findRoute,
  prefetchHref,
  type Route,
  type RouteDefinition,
  type RouteMatch,
  requestRouteData,
} from "./routes";
