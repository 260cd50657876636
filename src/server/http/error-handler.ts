import { defaultErrorCode, type ErrorCode } from "@shared/constants/error-codes";
import type { ErrorBody } from "@shared/schemas/common";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error";

/** Fastify's own request errors: the message we show, and our code for it. */
const FASTIFY_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { message: "The request body is too large.", code: "payload_too_large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: "Send the request body as JSON (Content-Type: application/json).",
    code: "unsupported_media_type",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: "The request's Content-Length does not match its body.",
    code: "bad_request",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: "The request body is empty.", code: "bad_request" },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: "The request body is not valid JSON.", code: "bad_request" },
};

/**
 * Fastify's routing errors, which reach `frameworkErrors` instead of the error handler: a path whose
 * %-escape does not decode, or a path parameter longer than the router reads.
 */
const ROUTING_ERRORS: Record<string, { status: number; message: string; code: ErrorCode }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message: "The address is malformed: a % in it must start an escape such as %20.",
    code: "bad_request",
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: "A part of the address is too long.",
    code: "uri_too_long",
  },
};

/** Fastify's `frameworkErrors` option: its routing errors in the app's envelope. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = ROUTING_ERRORS[error.code];
  if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
  request.log.error({ err: error }, "request failed before routing");
  return reply
    .status(500)
    .send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
}

/** What Node's HTTP parser refuses before Fastify sees a request, as a status, code and message. */
function clientErrorAnswer(code: string | undefined) {
  if (code === "HPE_HEADER_OVERFLOW")
    return {
      status: 431,
      code: "headers_too_large",
      message: "The request's headers are too large.",
    } as const;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT")
    return { status: 408, code: "request_timeout", message: "The request did not arrive in time." } as const;
  return { status: 400, code: "bad_request", message: "The request is not valid HTTP." } as const;
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's parser refused (headers too large, malformed,
 * too slow) answered in the app's envelope, then the connection closed, as Node itself does.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const answer = clientErrorAnswer(error.code);
  const body = JSON.stringify(errorBody(answer.code, answer.message));
  this.log.debug({ err: error }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** An error answer's body: every one carries a code beside its message. */
export const errorBody = (code: ErrorCode, message: string, errors?: Record<string, string>): ErrorBody => ({
  code,
  message,
  ...(errors && Object.keys(errors).length ? { errors } : {}),
});

function validationBody(error: FastifyError): ErrorBody {
  const errors: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const isRootTypeError =
      path === "" && error.validationContext === "body" && issue.keyword === "invalid_type";
    const text = isRootTypeError
      ? "The request body must be a JSON object."
      : (issue.message ?? "Invalid value");
    first ??= text;
    if (path && !(path in errors)) errors[path] = text;
  }
  const code = Object.keys(errors).length ? "validation_failed" : "bad_request";
  return errorBody(code, first ?? "Invalid request", errors);
}

/** One error envelope for the whole API: `{ code, message, errors? }`; a 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_ERRORS[error.code];
      const message =
        known?.message ??
        (error instanceof SyntaxError ? "The request body is not valid JSON." : error.message);
      return reply.status(status).send(errorBody(known?.code ?? defaultErrorCode(status), message));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
  });
}
