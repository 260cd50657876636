import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "./errors";

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
    throw forbidden("Cross-site request refused.");
  }
  const origin = request.headers.origin;
  if (origin && origin !== new URL(appUrl).origin && origin !== requestOrigin(request)) {
    throw forbidden("Cross-site request refused.");
  }
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const production = app.ctx.config.isProduction;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects a few <style> rules at run time (scroll locking); scripts stay strictly 'self'.
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
  app.addHook("onRequest", async (request) => assertSameOrigin(request, app.ctx.config.appUrl));

  // JSON only; an empty body (e.g. POST /api/logout sent with a JSON content type) is no body at all.
  const parseJson = app.getDefaultJsonParser("error", "remove");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (typeof body === "string" && body.trim() === "") return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
