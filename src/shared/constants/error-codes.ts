/**
 * Every `code` an error answer can carry, with the status it maps to: stable names a client branches on
 * (never on the status number or the message, which is for people and may be reworded). One code is one
 * situation; a refusal that means something in the product names its domain (`already_reported`), and
 * the generic codes are left to the faults of a request as such (malformed, too large, too many). The
 * server's errors take one of these (`HttpError` and `refuse` in src/server/lib/http-error.ts), the OpenAPI
 * document lists them, and a test fails on an answer without one (decisions 0050 and 0081).
 */
export const ERROR_CODES = {
  // 400: the request as such
  bad_request: { status: 400, meaning: "The request is malformed: not JSON, not an object, a bad header." },
  validation_failed: { status: 400, meaning: "A field or parameter is invalid: `errors` names each one." },
  own_review: { status: 400, meaning: "A report of your own review: you cannot report it." },
  not_an_audience_review: { status: 400, meaning: "Only an audience review can be marked as a spoiler." },
  no_critic_name: { status: 400, meaning: "The user has no critic name, so there is no milestone to check." },
  delivery_not_failed: { status: 400, meaning: "A retry of a critic review whose delivery has not failed." },
  critic_has_no_account: { status: 400, meaning: "No account holds this critic name: nobody to nudge." },
  critic_account_suspended: { status: 400, meaning: "The critic's account is suspended: no nudge." },
  critic_has_no_email: { status: 400, meaning: "The critic's account has no e-mail address to nudge." },

  // 401 and 403: who may call (route policies) and which rows (services)
  sign_in_required: { status: 401, meaning: "No session, or it has ended: sign in." },
  invalid_credentials: { status: 401, meaning: "The username or password is wrong." },
  account_suspended: { status: 403, meaning: "The account is suspended: it cannot sign in or write." },
  account_not_active: { status: 403, meaning: "The account is pending: this needs an active account." },
  permission_required: { status: 403, meaning: "Signed in, but this route is not for your role." },
  critic_name_required: { status: 403, meaning: "This needs a critic name, which an administrator assigns." },
  not_owner: { status: 403, meaning: "The review, profile or critic name is someone else's." },
  own_account_protected: {
    status: 403,
    meaning: "An administrator cannot suspend, demote or delete their own account.",
  },
  spoiler_mark_locked: {
    status: 403,
    meaning: "A moderator marked the review as a spoiler: only they can unmark it.",
  },
  cross_site_request: { status: 403, meaning: "A state change sent from another site was refused." },

  not_found: { status: 404, meaning: "No such thing (or endpoint), or not visible to you." },
  request_timeout: { status: 408, meaning: "The request's body did not arrive in time." },

  // 409: the change clashes with the current state; one code per clash
  username_taken: { status: 409, meaning: "Another account has this username." },
  critic_name_taken: { status: 409, meaning: "Another account holds this critic name." },
  critic_name_held_before: {
    status: 409,
    meaning: "Another critic held this name before, and their reviews under it stay theirs.",
  },
  critic_name_lookalike: { status: 409, meaning: "The critic name looks like an existing critic's." },
  critic_name_exists: { status: 409, meaning: "The critic database already has this critic name." },
  publication_exists: { status: 409, meaning: "The critic already has a publication of this name." },
  critic_name_changed: { status: 409, meaning: "The user's critic name changed meanwhile: try again." },
  last_admin: { status: 409, meaning: "The last active administrator cannot be removed." },
  already_reviewed: { status: 409, meaning: "The user has reviewed this podcast already: edit that review." },
  review_hidden: {
    status: 409,
    meaning: "The user's earlier review of this podcast is hidden: no new one until a moderator decides.",
  },
  already_reported: { status: 409, meaning: "You have reported this review already." },
  review_already_hidden: { status: 409, meaning: "A moderator has hidden this review already." },
  review_still_hidden: {
    status: 409,
    meaning: "A dismissal of a hidden review: restore it instead, or it stays hidden.",
  },
  review_not_hidden: {
    status: 409,
    meaning: "A restore of a reported review that is not hidden: there is nothing to restore.",
  },
  submission_in_progress: { status: 409, meaning: "The same critic review is being submitted right now." },
  podcast_exists: { status: 409, meaning: "A podcast with this title and publisher exists." },
  feed_url_taken: { status: 409, meaning: "A podcast with this feed URL exists." },
  no_feed_url: { status: 409, meaning: "The podcast has no feed URL to read." },
  import_id_reused: { status: 409, meaning: "An import with this Import-Id has already run." },
  application_open: { status: 409, meaning: "The account has an open application already." },
  reapply_too_soon: { status: 409, meaning: "The last application was declined less than 30 days ago." },
  application_decided: {
    status: 409,
    meaning: "The application was approved, declined or withdrawn already.",
  },
  application_being_approved: {
    status: 409,
    meaning: "An administrator is approving this application right now.",
  },
  applicant_gone: { status: 409, meaning: "The applicant's account no longer exists." },
  applicant_has_critic_name: { status: 409, meaning: "The applicant's account has a critic name now." },
  applicant_suspended: { status: 409, meaning: "The applicant's account is suspended: activate it first." },
  applicant_is_admin: { status: 409, meaning: "The applicant is an administrator now." },

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

/** The codes of one status. */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C]["status"] extends S ? C : never;
}[ErrorCode];

/**
 * The code an error answer of this status carries when nothing more specific applies: the faults of a
 * request as such, and the route policies' refusals. A 409 has no generic code: every clash names its own.
 */
export function defaultErrorCode(status: number, hasFieldErrors = false): ErrorCode {
  if (status === 400) return hasFieldErrors ? "validation_failed" : "bad_request";
  const generic: Record<number, ErrorCode> = {
    401: "sign_in_required",
    403: "permission_required",
    404: "not_found",
    408: "request_timeout",
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
