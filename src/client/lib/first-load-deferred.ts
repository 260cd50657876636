import { useDeferredValue, useState } from "react";
import { onFirstPage } from "./router/history";

/**
 * A value to draw a large list or page from. On the page a visit begins on it is deferred: React draws it
 * in the background in slices of a few milliseconds, so no long task holds up the page's first
 * interactions while it loads (24 catalogue cards at once were one long task on a phone, decision 0041).
 * On a page reached inside the app it is the value as it is: the content is drawn in one go, which puts it
 * on screen sooner than slices interleaved with everything else (decision 0045).
 */
export function useFirstLoadDeferred<T>(value: T): T {
  const deferred = useDeferredValue(value);
  return onFirstPage() ? deferred : value;
}

/**
 * Cards a screen shows of the app's grids: the catalogue's widest row (six columns), three rows of two on
 * a phone, two rows of my reviews' three columns.
 */
export const FIRST_SCREEN_CARDS = 6;

/**
 * The items of a long list to draw now. On a page reached inside the app: the first `count` (what a screen
 * can show, FIRST_SCREEN_CARDS unless said) with the page, and the rest just after it, in the background (React's deferred render), so the
 * first screen is on screen without waiting for the items below it (decision 0066). On the page a visit
 * begins on: all of them, as the server drew them. Call it where the list is drawn with its items, so that
 * it is mounted with them: items that arrive later in a mounted list are not held back.
 */
export function useFirstScreenFirst<T>(items: readonly T[], count = FIRST_SCREEN_CARDS): readonly T[] {
  const [inApp] = useState(() => !onFirstPage());
  const shown = useDeferredValue(items.length, inApp ? Math.min(count, items.length) : items.length);
  return shown >= items.length ? items : items.slice(0, shown);
}
