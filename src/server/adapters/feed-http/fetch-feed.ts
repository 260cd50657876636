import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { PassThrough, type Readable, Transform } from "node:stream";
import zlib from "node:zlib";
import { checkLiteralHost, publicOnlyLookup } from "./addresses";

export interface FeedFetchOptions {
  userAgent: string;
  maxBytes: number;
  allowPrivate: boolean;
  connectTimeoutMs?: number;
  /** The whole answer, body included. */
  totalTimeoutMs?: number;
  maxRedirects?: number;
}

export interface FeedRequest {
  url: string;
  etag?: string | null;
  lastModified?: string | null;
}

export interface FeedAnswer {
  /** The final answer's status (never a redirect). */
  status: number;
  /** Where the answer came from, after any redirects. */
  url: string;
  /** The URL reached through permanent redirects (301/308) only, from the start; null when none. */
  movedTo: string | null;
  etag: string | null;
  lastModified: string | null;
  /** A 200's body, decompressed and cut off at maxBytes with FeedTooLargeError. Others: none. */
  body: Readable | null;
}

/** A failure before any answer: a refused address, DNS, connect or total timeout, a redirect loop. */
export class FeedFetchError extends Error {}
export class FeedTooLargeError extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PERMANENT = new Set([301, 308]);

/**
 * One conditional GET of a feed, following up to five redirects (each hop's address checked again).
 * Connects within 10 s and finishes within 60 s, body included; accepts gzip, deflate and br.
 */
export async function fetchFeed(request: FeedRequest, options: FeedFetchOptions): Promise<FeedAnswer> {
  const deadline = new AbortController();
  const totalMs = options.totalTimeoutMs ?? 60_000;
  const timer = setTimeout(
    () => deadline.abort(new FeedFetchError(`No complete answer within ${totalMs / 1000} s`)),
    totalMs,
  );
  timer.unref();
  let url = request.url;
  let movedTo: string | null = null;
  let permanentSoFar = true;
  try {
    for (let hop = 0; ; hop++) {
      const response = await get(url, request, options, deadline.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (hop >= (options.maxRedirects ?? 5)) throw new FeedFetchError("Too many redirects");
        const next = new URL(location, url);
        if (next.protocol !== "http:" && next.protocol !== "https:")
          throw new FeedFetchError(`Redirected to a URL that is not http(s): ${next.protocol}`);
        permanentSoFar &&= PERMANENT.has(response.statusCode!);
        if (permanentSoFar) movedTo = next.href;
        url = next.href;
        continue;
      }
      const status = response.statusCode ?? 0;
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === "string" && value.length <= 1024 ? value : null;
      };
      const answer: FeedAnswer = {
        status,
        url,
        movedTo,
        etag: header("etag"),
        lastModified: header("last-modified"),
        body: null,
      };
      if (status !== 200) {
        response.resume();
        clearTimeout(timer);
        return answer;
      }
      answer.body = bodyOf(response, options.maxBytes, deadline.signal, () => clearTimeout(timer));
      return answer;
    }
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
}

function get(
  url: string,
  request: FeedRequest,
  options: FeedFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const target = new URL(url);
  if (target.protocol !== "http:" && target.protocol !== "https:")
    return Promise.reject(new FeedFetchError("A feed URL must be http or https"));
  if (!options.allowPrivate) checkLiteralHost(target);
  const headers: Record<string, string> = {
    "user-agent": options.userAgent,
    accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
    "accept-encoding": "gzip, deflate, br",
  };
  // The validators belong to the URL they came from; a redirect's target gets them too, as browsers do.
  if (request.etag) headers["if-none-match"] = request.etag;
  if (request.lastModified) headers["if-modified-since"] = request.lastModified;
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(target, {
      headers,
      signal,
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
    const connectMs = options.connectTimeoutMs ?? 10_000;
    const connectTimer = setTimeout(
      () => req.destroy(new FeedFetchError(`Could not connect within ${connectMs / 1000} s`)),
      connectMs,
    );
    req.on("socket", (socket) => {
      socket.once(target.protocol === "https:" ? "secureConnect" : "connect", () =>
        clearTimeout(connectTimer),
      );
    });
    req.on("response", (response) => {
      clearTimeout(connectTimer);
      resolve(response);
    });
    req.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(error instanceof FeedFetchError ? error : new FeedFetchError(messageOf(error, signal)));
    });
  });
}

function messageOf(error: Error, signal: AbortSignal): string {
  if (signal.aborted && signal.reason instanceof Error) return signal.reason.message;
  if ((error as { code?: string }).code === "EFEEDPRIVATE") return error.message;
  return error.message || String(error);
}

/** The body decompressed, counted and cut off at `maxBytes`; the deadline aborts it too. */
function bodyOf(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  done: () => void,
): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "br"
        ? zlib.createBrotliDecompress()
        : encoding === "deflate"
          ? zlib.createInflate()
          : new PassThrough();
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        response.destroy();
        callback(new FeedTooLargeError(`The feed is larger than ${maxBytes} bytes: cut off there`));
        return;
      }
      callback(null, chunk);
    },
  });
  const fail = (error: Error) => {
    done();
    response.destroy();
    limit.destroy(error);
  };
  const onAbort = () =>
    fail(signal.reason instanceof Error ? signal.reason : new FeedFetchError("Timed out"));
  signal.addEventListener("abort", onAbort, { once: true });
  response.on("error", (error) => fail(new FeedFetchError(error.message)));
  decoder.on("error", (error) => fail(new FeedFetchError(`Could not decompress the feed: ${error.message}`)));
  limit.on("close", () => {
    signal.removeEventListener("abort", onAbort);
    done();
  });
  response.pipe(decoder).pipe(limit);
  return limit;
}
