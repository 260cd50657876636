/**
 * Request URLs as they may be logged: the secret of a password-reset or invitation link (in the path
 * of the page and of the token check) and any query parameter named like a token, password or secret are
 * replaced, so the request log never holds a usable link (issue 10 item 5) or a password that a form sent
 * as a GET (a sign-in pressed before the page hydrated, on an old build).
 */
const TOKEN_PATH = /^(\/api\/validate-reset-token\/|\/reset-password\/)[^?#]*(?:[?#].*)?$/;
const TOKEN_PARAM = /([?&](?:[^=&#]*(?:token|password|secret)[^=&#]*)=)[^&#]*/gi;
export const REDACTED = "[redacted]";

export function redactUrl(url: string): string {
  const tokenRoute = TOKEN_PATH.exec(url);
  // The whole query of a token route goes too: nothing after the secret is needed to read the log.
  if (tokenRoute) return `${tokenRoute[1]}${REDACTED}`;
  return url.replace(TOKEN_PARAM, `$1${REDACTED}`);
}
