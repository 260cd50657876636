import type { ApiRoute } from "./contract";

// Filling in a route's path, for the client (no zod here: the contract itself is imported as types only).

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
