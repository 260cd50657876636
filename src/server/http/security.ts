import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { forbidden } from "../lib/http-error";
import { AFTER_PAINT_HASH } from "./after-paint";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence that a plain JSON client (no token) passes: browsers mark cross-site requests with
 * Sec-Fetch-Site and Origin, which we refuse; the session cookie is SameSite=Lax; and bodies are only
 * accepted as JSON, which a cross-site form cannot send without a CORS preflight we never grant.
 */
export function assertSameOrigin(request: FastifyRequest, appUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") {
    throw forbidden("Cross-site request refused.", "cross_site_request");
  }
  const origin = request.headers.origin;
  if (origin && origin !== new URL(appUrl).origin && origin !== requestOrigin(request)) {
    throw forbidden("Cross-site request refused.", "cross_site_request");
  }
}

/** Content types a cross-site page can send without a CORS preflight (an HTML form, or fetch no-cors). */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

export const FORM_ORIGIN_REQUIRED =
  "Cross-site request refused: a form or plain-text upload needs an Origin header naming this site " +
  "(or send the file with its own content type, e.g. text/csv).";

/**
 * For the routes that take form-shaped bodies (the podcast import: multipart and text/plain), which a
 * cross-site form could reach without a preflight: such a body must show it comes from this site, by
 * `Sec-Fetch-Site: same-origin`, a same-origin Origin or, from an old browser sending neither, a
 * same-origin Referer (cross-site values are already refused by assertSameOrigin). Other bodies (text/csv,
 * application/json, …) need a preflight cross-site and pass. See docs/decisions/0038-csrf-form-bodies.md.
 */
export function assertFormBodyFromThisSite(request: FastifyRequest, appUrl: string): void {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return;
  if (request.headers["sec-fetch-site"] === "same-origin") return;
  const own = [new URL(appUrl).origin, requestOrigin(request)];
  if (request.headers.origin && own.includes(request.headers.origin)) return;
  if (refererOrigin(request.headers.referer) && own.includes(refererOrigin(request.headers.referer)!)) return;
  throw forbidden(FORM_ORIGIN_REQUIRED, "cross_site_request");
}

function refererOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The security headers helmet writes for these options, worked out once: they are the same on every
 * answer, and asking helmet per request (as its Fastify plugin does) parsed the whole policy each time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export function registerSecurity(app: FastifyInstance): void {
  const production = app.ctx.config.isProduction;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Scripts are 'self', and the one inline loader that starts them on a rendered page (after-paint.ts).
        scriptSrc: ["'self'", AFTER_PAINT_HASH],
        // Radix injects a few <style> rules at run time (scroll locking).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Podcast cover art set by administrators or imported from feeds lives on the provider's hosts.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    try {
      assertSameOrigin(request, app.ctx.config.appUrl);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  // JSON only; an empty body (e.g. POST /api/logout sent with a JSON content type) is no body at all.
  const parseJson = app.getDefaultJsonParser("error", "remove");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (typeof body === "string" && body.trim() === "") return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
