import type { ErrorBody } from "@shared/schemas/common";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../errors";

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON (Content-Type: application/json).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
};

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
  return { message: first ?? "Invalid request", ...(Object.keys(errors).length ? { errors } : {}) };
}

/** One error envelope for the whole API: `{ message, errors? }`; a 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        MESSAGES_BY_CODE[error.code] ??
        (error instanceof SyntaxError ? "The request body is not valid JSON." : error.message);
      return reply.status(status).send({ message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}
