/**
 * Every `code` an error answer can carry: stable names a client branches on (never on the status number
 * or the message, which is for people and may be reworded). The server's errors take one of these
 * (`HttpError` in src/server/lib/http-error.ts), the OpenAPI document lists them, and a test fails on an answer without one.
 */
export const ERROR_CODES = {
  bad_request: { status: 400, meaning: "The request is malformed: not JSON, not an object, a bad header." },
  validation_failed: { status: 400, meaning: "A field or parameter is invalid: `errors` names each one." },
  sign_in_required: { status: 401, meaning: "No session, or it has ended: sign in." },
  invalid_credentials: { status: 401, meaning: "The username or password is wrong." },
  account_suspended: { status: 403, meaning: "The account is suspended and cannot sign in." },
  permission_required: { status: 403, meaning: "Signed in, but not allowed to do this." },
  cross_site_request: { status: 403, meaning: "A state change sent from another site was refused." },
  not_found: { status: 404, meaning: "No such thing (or endpoint), or not visible to you." },
  request_timeout: { status: 408, meaning: "The request's body did not arrive in time." },
  conflict: { status: 409, meaning: "The change clashes with the current state (taken, already done)." },
  review_not_hidden: {
    status: 409,
    meaning: "A restore of a reported review that is not hidden: there is nothing to restore.",
  },
  payload_too_large: { status: 413, meaning: "The body is over the endpoint's size limit." },
  uri_too_long: { status: 414, meaning: "A part of the address is longer than the server reads." },
  unsupported_media_type: { status: 415, meaning: "The body's Content-Type is not one the endpoint takes." },
  idempotency_key_reused: { status: 422, meaning: "This Idempotency-Key was used for another request." },
  rate_limited: { status: 429, meaning: "Too many requests: wait as long as `Retry-After` says." },
  headers_too_large: {
    status: 431,
    meaning: "The request's headers (the address among them) are too large.",
  },
  internal_error: { status: 500, meaning: "A fault on our side (a bug): it is logged with the request id." },
  upstream_refused: { status: 502, meaning: "The critic database refused the change." },
  service_unavailable: { status: 503, meaning: "A dependency is down or busy: retry after `Retry-After`." },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The code an error answer of this status carries when nothing more specific applies. */
export function defaultErrorCode(status: number, hasFieldErrors = false): ErrorCode {
  if (status === 400) return hasFieldErrors ? "validation_failed" : "bad_request";
  const generic: Record<number, ErrorCode> = {
    401: "sign_in_required",
    403: "permission_required",
    404: "not_found",
    408: "request_timeout",
    409: "conflict",
    413: "payload_too_large",
    414: "uri_too_long",
    415: "unsupported_media_type",
    422: "idempotency_key_reused",
    429: "rate_limited",
    431: "headers_too_large",
    502: "upstream_refused",
    503: "service_unavailable",
  };
  return generic[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}
