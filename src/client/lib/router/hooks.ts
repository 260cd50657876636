import type { Params } from "@shared/routing/match";
import { useCallback, useContext, useMemo } from "react";
import { ParamsContext, useRouterState } from "./context";
import { getLocation, type Location, type NavigateOptions, navigate } from "./history";

export function useLocation(): Location {
  return useRouterState().location;
}

/** True while a navigation waits for the next page's code. */
export function useNavigationPending(): boolean {
  return useRouterState().pending;
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return navigate;
}

export function useParams<T extends Params = Params>(): T {
  return useContext(ParamsContext) as T;
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

/**
 * The query string as URLSearchParams, and a setter that navigates to the same path with new ones. An
 * updater function receives the address's current parameters (not those of the last render), so two
 * updates in a row never undo each other.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const here = getLocation();
      const value = typeof next === "function" ? next(new URLSearchParams(here.search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(`${here.pathname}${query ? `?${query}` : ""}`, options);
    },
    [],
  );
  return [params, setParams];
}
