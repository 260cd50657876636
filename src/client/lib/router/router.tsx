import { type ReactNode, use, useLayoutEffect, useMemo, useState, useTransition } from "react";
import { useVisit } from "../visit";
import { ParamsContext, RouterContext, useRouterState } from "./context";
import { getLocation, type Location, listen } from "./history";
import { findRoute, prefetchHref, type Route } from "./routes";
import { rememberScroll, restoreScroll } from "./scroll";

/** Remembers scroll positions, and fetches the next page as a navigation starts. */
function startHistory() {
  rememberScroll();
  listen((location) => {
    // The chunk and the first data start now, together, before React even renders the change.
    void prefetchHref(`${location.pathname}${location.search}`, "data");
  });
}

let started = false;

/**
 * Provides the location to the app. A move to another page whose chunk is in (usually, prefetched from its
 * link) renders at once, in one go: the new page's content is on screen sooner than in a transition, which
 * React renders in 5 ms slices. Otherwise the change is a transition: the current page stays until the next
 * one's chunk has arrived, and a change of query (typing in a search box, paging) stays interruptible.
 */
export function Router({ children }: { children: ReactNode }) {
  if (!started && typeof window !== "undefined") {
    started = true;
    startHistory();
  }
  // A server render's address is its visit's (lib/visit.tsx); the browser's is the history's.
  const visit = useVisit();
  const [location, setLocation] = useState<Location>(() => visit.location ?? getLocation());
  const [pending, startTransition] = useTransition();
  // A layout effect subscribes before any child's effect can navigate (e.g. a guard's redirect).
  useLayoutEffect(() => {
    const stop = listen((next, _action, _options, newPage) => {
      if (newPage && findRoute(next.pathname)?.route.loaded) setLocation(next);
      else startTransition(() => setLocation(next));
    });
    setLocation(getLocation()); // the same object, so no render, unless it changed before subscribing
    document.documentElement.dataset.routerReady = ""; // the app follows links and history from here on
    return stop;
  }, []);
  const value = useMemo(() => ({ location, pending }), [location, pending]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/**
 * Renders the page whose route matches, through `gate` (the app's access rules). A page whose chunk has
 * arrived renders at once; otherwise it suspends (the nearest Suspense shows its fallback on a first
 * load, and a navigation keeps the previous page meanwhile).
 */
export function RouteView({ gate }: { gate: (route: Route, page: ReactNode) => ReactNode }) {
  const { location } = useRouterState();
  const found = findRoute(location.pathname);
  if (!found) return null;
  return (
    <ParamsContext value={found.params}>{gate(found.route, <RoutePage route={found.route} />)}</ParamsContext>
  );
}

/**
 * A route's page, drawn at once when its chunk is in, else suspending until it arrives. The element's type
 * stays the same when the chunk arrives: rendering `React.lazy(…)` first and the loaded component later
 * mounted the page a second time on its next render (a session refresh after a profile save), which lost
 * its state and the focus the page had just placed.
 */
function RoutePage({ route }: { route: Route }) {
  const Page = route.loaded ?? use(route.rendering());
  return <Page />;
}

/** Back and forward return to where the page was scrolled; other navigations start at the top (scroll.ts). */
export function ScrollRestoration() {
  const { location } = useRouterState();
  useLayoutEffect(() => restoreScroll(location.key, location.hash), [location.key, location.hash]);
  return null;
}
