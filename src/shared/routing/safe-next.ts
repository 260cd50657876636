import { paths } from "./page-paths";

/**
 * Where a visitor goes after signing in: `next` only when it is a path that stays on the app's own origin
 * (`new URL(next, origin).origin === origin`), as the browser itself would resolve it, else home. The
 * path is answered as the URL parser normalised it, so what is checked is what is followed: a tab or line
 * break (which the parser drops: `/\t/evil.example`), a backslash (`/\evil.example`), `//host`,
 * `javascript:` and absolute addresses all go home. One rule for the client's gate and the server's
 * redirect (issue 48 item 4).
 */
export function safeNext(next: string | null | undefined, origin: string): string {
  if (!next?.startsWith("/")) return paths.home;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return paths.home;
  }
  if (url.origin !== new URL(origin).origin) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a signed-out visitor of a protected page goes: the sign-in page, with the page (path and query)
 * as `next` (none for home). One rule for the client's gate and the server's 302 (decision 0083).
 */
export function signInPath(next: string): string {
  return next === paths.home ? paths.auth : `${paths.auth}?next=${encodeURIComponent(next)}`;
}
