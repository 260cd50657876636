import type { ApiRoute } from "./contract";

// Filling in a route's path and query, for the client and for the server's preloads (no zod here: the
// contract itself is imported as types only).

/** The `:name` parameters of a route's path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer Base}.${string}`
      ? Base
      : Name
    : never;

export type ApiParams<R extends ApiRoute> = R extends `${string} ${infer Path}`
  ? { [K in ParamNames<Path>]: string | number }
  : never;

/** The route's path with its parameters filled in, e.g. ("GET /api/users/:id", { id: 7 }) → /api/users/7. */
export function apiPath<R extends ApiRoute>(route: R, params?: ApiParams<R>): string {
  const path = route.slice(route.indexOf(" ") + 1);
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

declare const ROUTE: unique symbol;

/**
 * An API address built from the contract (src/shared/api/contract.ts): it carries the route it calls, so
 * reading it is typed with that route's answer. Build one with apiUrl; a plain string is not one.
 */
export type ApiUrl<R extends ApiRoute> = string & { readonly [ROUTE]: R };

export type Query = Record<string, string | number | undefined>;

/** The address of a route with its parameters and query, e.g. apiUrl("GET /api/podcasts/:id", { id: 7 }). */
export function apiUrl<R extends ApiRoute>(route: R, params?: ApiParams<R>, query?: Query): ApiUrl<R> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const path = apiPath(route, params);
  return (search.size ? `${path}?${search}` : path) as ApiUrl<R>;
}
