// A page's list state (filters, order, page) kept in the address, so Back, a reload and a shared link
// show the same list. Plain functions and one hook; `pageParam` (shared with the server's preloads) is here too.
import { useCallback } from "react";
import type { NavigateOptions } from "./router/history";
import { useSearchParams } from "./router/search-params";

export { pageParam } from "@shared/routing/page-param";

/** The first of `values` that `value` is, or `fallback` (for a select's value from the address). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** The query string after `change`: defaults left out, and back to page 1 unless the page is what changed. */
export function nextListSearch<T extends { page: number }>(
  current: URLSearchParams,
  read: (search: URLSearchParams) => T,
  defaults: T,
  change: Partial<T>,
): URLSearchParams {
  const next: T = { ...read(current), page: 1, ...change };
  const written = new URLSearchParams();
  const fallback = defaults as Record<string, unknown>;
  for (const [key, value] of Object.entries(next as Record<string, unknown>)) {
    if (value !== "" && value !== fallback[key]) written.set(key, String(value));
  }
  return written;
}

/**
 * The list state read from the address, and `update(change)`, which writes it back: values equal to
 * their default stay out of the address, and any change but the page's goes back to page 1. A change
 * applies to the address as it is when it lands, so a late (debounced) update never brings back a
 * filter cleared meanwhile. A new page is a history entry; other changes replace the current one.
 */
export function useUrlState<T extends { page: number }>(
  read: (search: URLSearchParams) => T,
  defaults: T,
  { preventScrollReset }: Pick<NavigateOptions, "preventScrollReset"> = {},
): [T, (change: Partial<T>) => void] {
  const [search, setSearch] = useSearchParams();
  const update = useCallback(
    (change: Partial<T>) =>
      setSearch((current) => nextListSearch(current, read, defaults, change), {
        preventScrollReset,
        replace: change.page === undefined,
      }),
    [setSearch, read, defaults, preventScrollReset],
  );
  return [read(search), update];
}
