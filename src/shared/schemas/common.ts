import { z } from "zod";
import { ERROR_CODE_NAMES } from "../constants/error-codes";
import { ID_MAX } from "../constants/ids";
import { IMPORT_FORMATS } from "../constants/podcast";

/** Zod's default for a missing value is long-winded; the spec's default message is 'Required'. */
const requiredError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "Required" : `Expected ${expected}`;

export const text = () => z.string({ error: requiredError("text") });
export const integer = () => z.number({ error: requiredError("a number") }).int("Expected a whole number");

/** An e-mail address as typed: trimmed, at most 254 characters, and `message` when it is not one. */
export const emailAddress = (message: string) =>
  text().trim().max(254, "Email must be at most 254 characters").pipe(z.email(message));

/** A positive integer id taken from a URL path segment. */
export const idParam = (message = "Invalid id") =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= ID_MAX, message);

/** An http(s) URL; anything else (javascript:, data:, ftp:) is refused with the field's message. */
export const httpUrl = (message: string) =>
  text()
    .trim()
    .max(2048, "URL must be at most 2048 characters")
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, message);

/**
 * True for an http(s) URL with a host: the only links the app ever renders or keeps from a critic
 * database (a `javascript:` or `data:` link typed into Airtable must never become an href).
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * True for an https URL: the only cover images the pages can show (the Content-Security-Policy's
 * img-src allows https: and our own origin, and production upgrades insecure requests anyway).
 */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An https URL; http: and everything else are refused with the field's message. */
export const httpsUrl = (message: string) =>
  text().trim().max(2048, "URL must be at most 2048 characters").refine(isHttpsUrl, message);

/** The API's one error envelope: a message to show, and per-field messages for a form. */
export const errorBodySchema = z
  .object({
    // What each code means is in the OpenAPI document (server/http/api-docs.ts), not in the client's bundle.
    code: z.enum(ERROR_CODE_NAMES).meta({ id: "ErrorCode" }),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({
    id: "Error",
    description: "Every error answer: a stable code, a message to show and, for a form, per-field messages",
  });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An answer that only confirms, e.g. `{ "message": "Review deleted" }`. */
export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** A moment as the API writes it: ISO 8601 in UTC, e.g. 2026-11-24T09:30:00.000Z. */
export const dateTimeString = () => z.string().meta({ format: "date-time" });

/** A critic name taken from a URL path segment (`/api/critic/:criticName/…`, `/api/admin/critic-names/:name/…`). */
export const criticNameParam = () =>
  z.string().trim().min(1, "Critic name is required").max(200, "Critic name is too long");

/** A podcast import's `?format=`, one of IMPORT_FORMATS. */
export const importFormatField = z.enum(IMPORT_FORMATS, {
  error: `format must be one of: ${IMPORT_FORMATS.join(", ")}`,
});

/**
 * A whole number from the query string; a repeated key (an array) or any other text gets the same
 * message. Absent or empty, it is `fallback`.
 */
export const queryInt = <F extends number | undefined>(name: string, min: number, max: number, fallback: F) =>
  z
    .string({ error: `${name} must be a whole number from ${min} to ${max}` })
    .optional()
    .transform((v, ctx): number | F => {
      if (v === undefined || v === "") return fallback;
      const n = /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** The highest `?page=` a paged list takes. */
export const PAGE_MAX = 100_000;

/** `?page=` and `?pageSize=` of a paged list, for spreading into its query schema. */
export const pageQuery = (sizeDefault: number, { sizeMax = 100, pageMax = PAGE_MAX } = {}) => ({
  page: queryInt("page", 1, pageMax, 1),
  pageSize: queryInt("pageSize", 1, sizeMax, sizeDefault),
});
