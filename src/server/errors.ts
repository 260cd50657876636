/**
 * The error vocabulary of services, jobs and routes alike: an error whose status and message are meant for
 * the client (`{ message, errors? }`). It lives outside `http/` so that services and the job worker do not
 * depend on the HTTP layer; `http/error-handler.ts` turns it into the answer.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = "You must be signed in to do that.") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do that.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "retry-after": String(retryAfterSeconds) });

/** A field error: the message is also the envelope's message. */
export const fieldError = (statusCode: number, field: string, message: string) =>
  new HttpError(statusCode, message, { [field]: message });
