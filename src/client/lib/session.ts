import { BOOT_SESSION_ID } from "@shared/constants/boot";
import type { SessionResponse, User } from "@shared/schemas/user";
import { useEffect } from "react";
import { bootData } from "./boot-data";
import { apiGet, apiUrl } from "./http";
import { browserVisit, useVisit } from "./visit";

/**
 * The session: GET /api/session's answer (`{ user }`, null when signed out: no failed request in a
 * signed-out visitor's console; GET /api/user keeps the spec's 401 for other clients), which the server
 * writes into the page (decision 0047), so the app knows it from its first render without a request; read
 * from the endpoint where the page has none. It lives outside the data layer so that the shell (header,
 * guards) renders without it; reused for 5 minutes, then read again when a page next asks.
 */
export const SESSION_URL = apiUrl("GET /api/session");
const FRESH_MS = 5 * 60_000;

/** The browser's session (the page's visit, visit.tsx); read from the page the first time it is loaded. */
const store = () => browserVisit().session;
let inPage = bootData<SessionResponse>(BOOT_SESSION_ID);
let request: Promise<User | null> | null = null;
const readyListeners = new Set<(user: User | null) => void>();

/** Reads the session: the first time from the page when it holds it, else from the server (once at a time). */
export function loadSession(): Promise<User | null> {
  request ??= (inPage ? Promise.resolve(inPage) : apiGet(SESSION_URL))
    .then(
      ({ user }) => {
        setSession(user);
        return user;
      },
      (error: unknown) => {
        store().set({ status: "error", error: error as Error, at: Date.now() });
        return null;
      },
    )
    .finally(() => {
      request = null;
    });
  inPage = undefined;
  return request;
}

function setSession(user: User | null): void {
  store().set({ status: "ready", user, at: Date.now() });
  for (const listener of readyListeners) listener(user);
}

/**
 * After a sign-in, sign-out or profile change. Applied in the next task: a new session re-renders at once
 * (e.g. /auth redirects), and TanStack Query skips the `mutate(…, { onSuccess })` callbacks (the toasts) of
 * a component that is gone, so those run first.
 */
export function setCurrentUser(user: User | null): void {
  setTimeout(() => setSession(user), 0);
}

export const getCurrentUser = (): User | null => {
  const state = store().get();
  return state.status === "ready" ? state.user : null;
};

/** Called whenever the session becomes known or changes (sign-in, sign-out, profile edits). */
export function onSession(listener: (user: User | null) => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** The current user: null when signed out, `isLoading` until the first answer. */
export function useCurrentUser(): { user: User | null; isLoading: boolean; error: Error | null } {
  const session = useVisit().session;
  const state = session.use();
  const stale = state.status !== "loading" && Date.now() - state.at > FRESH_MS;
  useEffect(() => {
    if (state.status !== "loading" && !stale) return;
    // Read again: the first answer may have come between this render and its effect (no second request).
    const now = session.get();
    if (now.status === "loading" || Date.now() - now.at > FRESH_MS) void loadSession();
  }, [session, state.status, stale]);
  return {
    user: state.status === "ready" ? state.user : null,
    isLoading: state.status === "loading",
    error: state.status === "error" ? state.error : null,
  };
}
