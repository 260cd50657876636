/** Where the app is: the browser's location plus the entry's key and state (kept in history.state). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: scroll positions are kept per key. */
  key: string;
}

export type NavigationAction = "push" | "replace" | "pop";

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (e.g. a filter changed in place), instead of starting at the top. */
  preventScrollReset?: boolean;
}

interface EntryState {
  key: string;
  usr: unknown;
}

/** `newPage`: the path changed (a change of query alone stays on the same page). */
type Listener = (
  location: Location,
  action: NavigationAction,
  options: NavigateOptions,
  newPage: boolean,
) => void;

const newKey = () => Math.random().toString(36).slice(2, 10);

function read(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<EntryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

const listeners = new Set<Listener>();
let current: Location | null = null;

/**
 * Gives the current entry a key if it has none: the one the visit began on, and one the browser made itself
 * (a plain `#fragment` link), so that no two entries share a scroll position.
 */
function keyEntry() {
  const entry = window.history.state as Partial<EntryState> | null;
  if (!entry?.key) window.history.replaceState({ ...entry, key: newKey(), usr: entry?.usr ?? null }, "");
}

function start(): Location {
  if (!current) {
    keyEntry();
    current = read();
    window.addEventListener("popstate", () => {
      keyEntry();
      emit("pop");
    });
  }
  return current;
}

let movedOn = false;

function emit(action: NavigationAction, options: NavigateOptions = {}) {
  const leaving = current;
  current = read();
  const newPage = leaving !== null && leaving.pathname !== current.pathname;
  if (newPage) movedOn = true;
  for (const listener of listeners) listener(current, action, options, newPage);
}

/** The browser's location (a server render has its own, in its visit: lib/visit.tsx). */
export const getLocation = (): Location => current ?? start();

/** Whether this is still the page the visit began on (a change of query alone stays on it). */
export const onFirstPage = (): boolean => !movedOn;

/** Listeners hear every change of location, before React renders it. */
export function listen(listener: Listener): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Goes to a path of this app (another origin is a full page load); a number moves in the history. */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  start();
  if (typeof to === "number") {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const entry: EntryState = { key: newKey(), usr: options.state ?? null };
  const href = `${url.pathname}${url.search}${url.hash}`;
  for (const listener of beforeListeners) listener(getLocation());
  if (options.replace) window.history.replaceState(entry, "", href);
  else window.history.pushState(entry, "", href);
  emit(options.replace ? "replace" : "push", options);
}

const beforeListeners = new Set<(leaving: Location) => void>();

/** Called with the location being left, just before a push or replace (e.g. to remember its scroll). */
export function beforeNavigate(listener: (leaving: Location) => void): () => void {
  beforeListeners.add(listener);
  return () => beforeListeners.delete(listener);
}
