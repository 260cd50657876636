import {
  defaultErrorCode,
  ERROR_CODES,
  type ErrorCode,
  type ErrorCodeOf,
} from "@shared/constants/error-codes";

interface HttpErrorOptions {
  /** The stable code (src/shared/constants/error-codes.ts); by default the status's generic one. */
  code?: ErrorCode;
  /** Per-field messages, for a form. */
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * The error vocabulary of services, jobs and routes alike: an error whose status, code and message are
 * meant for the client (`{ code, message, errors? }`). It lives outside `http/` so that services and the
 * job worker do not depend on the HTTP layer; `http/error-handler.ts` turns it into the answer.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.errors = options.errors;
    this.headers = options.headers;
    this.code = options.code ?? defaultErrorCode(statusCode, Boolean(options.errors));
    // A clash always names its own code, and a code its own status: a mismatch is a bug, found by the tests.
    if (ERROR_CODES[this.code].status !== statusCode)
      throw new TypeError(
        `HttpError ${statusCode} with code ${this.code} (${ERROR_CODES[this.code].status})`,
      );
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message = "You must be signed in to do that.", code?: ErrorCodeOf<401>) =>
  new HttpError(401, message, { code });
export const forbidden = (message = "You don't have permission to do that.", code?: ErrorCodeOf<403>) =>
  new HttpError(403, message, { code });
export const notFound = (message = "Not found") => new HttpError(404, message);
/** A refusal named by its code, with the status the code maps to (e.g. `refuse("already_reported", …)`). */
export const refuse = (code: ErrorCode, message: string, errors?: Record<string, string>) =>
  new HttpError(ERROR_CODES[code].status, message, { code, errors });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { "retry-after": String(retryAfterSeconds) } });

/** A field error: the message is also the envelope's message. */
export const fieldError = (statusCode: number, field: string, message: string) =>
  new HttpError(statusCode, message, { errors: { [field]: message } });
