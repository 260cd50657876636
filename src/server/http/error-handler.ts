import { defaultErrorCode, type ErrorCode } from "@shared/constants/error-codes";
import type { ErrorBody } from "@shared/schemas/common";
import type { FastifyError, FastifyInstance } from "fastify";
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
