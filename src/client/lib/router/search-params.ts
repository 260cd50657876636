// Apart from hooks.ts: only pages use it, so it loads with them and not with the first page.
import { useCallback, useMemo } from "react";
import { getLocation, type NavigateOptions, navigate } from "./history";
import { useLocation } from "./hooks";

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
