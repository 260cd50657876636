import { prefetchGet } from "@client/lib/http";
import { type Compiled, compile, matchPath, type Params } from "@shared/routing/match";
import type { ComponentType } from "react";
import { downloadFiles } from "./download";

export interface RouteMatch {
  pathname: string;
  params: Params;
  search: URLSearchParams;
}

/**
 * One page of the app, declared once in the route table (app/routes.tsx). Declaring `page` makes it a
 * chunk of its own, loaded on first visit and prefetched by every link to it; declaring `data` makes the
 * page's first API reads start together with its chunk (on a hover, a focus or a click), never after it.
 */
export interface RouteDefinition<Access = unknown> {
  path: string;
  /** The page's chunk: `() => import("…/some-page")`, its default export being the page. */
  page: () => Promise<{ default: ComponentType }>;
  /** The API URLs the page reads first, exactly as its queries request them (the table may come later). */
  data?: (match: RouteMatch) => string[] | Promise<string[]>;
  /** Who may open it; the app's gate and `mayRequestData` read it. */
  access?: Access;
  /**
   * The page's own files (its chunk, what that imports beyond the first page, its styles), for a link on
   * screen to download without running them; without it such a link imports the chunk.
   */
  files?: () => Promise<readonly string[]>;
}

export interface Route<Access = unknown> extends RouteDefinition<Access> {
  compiled: Compiled;
  /** The page once its chunk has arrived: rendered at once, without suspending. */
  loaded: ComponentType | null;
  load(): Promise<ComponentType>;
  /**
   * What rendering waits on: the load under way, else the last one that failed (so the error boundary gets
   * that failure instead of a new attempt on every render), else a new load.
   */
  rendering(): Promise<ComponentType>;
}

interface RouterOptions<Access> {
  /** Code every page needs besides its own chunk (e.g. the data layer): fetched together with it. */
  withEveryPage?: () => Promise<unknown>;
  /** Whether the current visitor may read the route's data (no request that would answer 401 or 403). */
  mayRequestData?: (route: Route<Access>) => boolean;
}

let table: Route[] = [];
let settings: RouterOptions<never> = {};

function toRoute<Access>(definition: RouteDefinition<Access>): Route<Access> {
  let loading: Promise<ComponentType> | null = null;
  let failed: Promise<ComponentType> | null = null;
  const { page } = definition;
  const route: Route<Access> = {
    ...definition,
    compiled: compile(definition.path),
    loaded: null,
    load() {
      if (loading) return loading;
      const attempt: Promise<ComponentType> = Promise.all([page(), settings.withEveryPage?.()]).then(
        ([module]) => {
          route.loaded = module.default;
          return module.default;
        },
        (error: unknown) => {
          // Offline or a new deploy: tried again on the next visit or prefetch.
          loading = null;
          failed = attempt;
          throw error;
        },
      );
      loading = attempt;
      return attempt;
    },
    rendering() {
      return loading ?? failed ?? route.load();
    },
  };
  return route;
}

/** Sets the app's route table; the first route whose path matches wins (put `*` last). */
export function createRoutes<Access>(
  definitions: RouteDefinition<Access>[],
  options: RouterOptions<Access> = {},
): Route<Access>[] {
  const routes = definitions.map(toRoute);
  table = routes as Route[];
  settings = options as RouterOptions<never>;
  return routes;
}

export function findRoute(pathname: string): { route: Route; params: Params } | null {
  for (const route of table) {
    const params = matchPath(route.compiled, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Starts the page's first data requests, when the visitor may make them. */
export function requestRouteData(route: Route, match: RouteMatch): void {
  if (!route.data || !(settings.mayRequestData?.(route as never) ?? true)) return;
  void Promise.resolve(route.data(match)).then(
    (urls) => {
      for (const url of urls) prefetchGet(url);
    },
    () => {}, // the table did not arrive (offline): the page's queries ask for themselves
  );
}

/**
 * Warms what a link leads to: for `"files"` (a link merely on screen) its page's files, downloaded but not
 * run (decision 0065); for `"chunk"` its chunk, imported; for `"data"` (a hover, a focus, a touch or the
 * navigation itself, where the visitor shows intent) its chunk and its first data. Settles (never rejects)
 * once the files or the chunk have arrived or failed.
 */
export function prefetchHref(href: string, depth: "files" | "chunk" | "data"): Promise<unknown> {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return Promise.resolve();
  const found = findRoute(url.pathname);
  if (!found) return Promise.resolve();
  const { route } = found;
  if (depth === "files" && route.files && !route.loaded) {
    return route
      .files()
      .then(downloadFiles)
      .catch(() => {});
  }
  const chunk = route.load().catch(() => {});
  if (depth === "data") {
    requestRouteData(route, { pathname: url.pathname, params: found.params, search: url.searchParams });
  }
  return chunk;
}
