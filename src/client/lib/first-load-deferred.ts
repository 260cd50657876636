import { useDeferredValue } from "react";
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
