import { createHash } from "node:crypto";
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A read that may be revalidated: answered with `Cache-Control: private, no-cache` and an `ETag`, and
     * with 304 and no body when the caller's `If-None-Match` names the same answer (catalogue and podcast
     * reads: a browser that has them asks again and gets "unchanged" in a few bytes).
     */
    revalidate?: boolean;
  }
}

/** Revalidated on every use (ETag / 304): files and signed-out pages. */
export const REVALIDATE = "no-cache";
/** Per-user reads the browser may keep but must check with us before each use. */
export const REVALIDATE_PRIVATE = "private, no-cache";

/** Answers above this size are compressed (below it the headers cost more than the saving). */
export const COMPRESS_THRESHOLD = 1024;

export const weakEtag = (body: string | Buffer) =>
  `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** `If-None-Match` is a list of tags (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === bare || t.replace(/^W\//, "") === bare;
  });
}

/** A text answer that is the same for everyone, revalidated on every use (ETag / 304). */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = weakEtag(body);
  reply.header("content-type", type).header("cache-control", REVALIDATE).header("etag", etag);
  if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.send(body);
}

/** Every other API answer: never kept by the browser or any cache (it may hold a user's data). */
export const NO_STORE = "no-store";

const isRevalidated = (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
  reply.routeOptions.config?.revalidate === true &&
  (request.method === "GET" || request.method === "HEAD") &&
  reply.statusCode === 200 &&
  (typeof payload === "string" || Buffer.isBuffer(payload));

/**
 * API answers (and /metrics) are `no-store` unless their route chose otherwise: a revalidated read
 * (below), or a route that set its own `Cache-Control` (generated cover art is public).
 */
function cacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (isRevalidated(request, reply, payload))
    return done(null, revalidate(request, reply, payload as string | Buffer));
  const api = request.url.startsWith("/api/") || request.url.split("?")[0] === "/metrics";
  if (api && !reply.hasHeader("cache-control")) reply.header("cache-control", NO_STORE);
  done(null, payload);
}

function revalidate(request: FastifyRequest, reply: FastifyReply, payload: string | Buffer) {
  const etag = weakEtag(payload);
  reply.header("etag", etag).header("cache-control", REVALIDATE_PRIVATE);
  if (!matches(request.headers["if-none-match"], etag)) return payload;
  reply.code(304).removeHeader("content-type").removeHeader("content-length");
  return "";
}

/**
 * HTTP caching and compression of API answers. Register before the routes: the compression plugin adds
 * its hook to each route registered after it, and runs after the ETag hook (which hashes the plain body).
 * Request bodies are never decompressed (a small gzip bomb would become a large body).
 */
export async function registerCaching(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", cacheHeaders);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    // Quality 11 (the default) is for files compressed once; per answer, 4 is about as small and many
    // times faster. Static files come precompressed at the highest level (scripts/compress-assets.mjs).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
