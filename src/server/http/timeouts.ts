import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Config } from "../config";
import { errorBody } from "./error-handler";

/** Routes that receive files set `config: { upload: true }`: their bodies get the longer deadline. */
declare module "fastify" {
  interface FastifyContextConfig {
    upload?: boolean;
  }
}

/**
 * Server-wide limits (Node's): headers must arrive within the request deadline, a whole request (an
 * upload included) within the upload deadline, and a connection with no traffic at all is closed after
 * two minutes. Fastify leaves the request limit off by default, so a trickling upload stayed open forever.
 */
export function serverTimeouts(config: Config): Partial<FastifyServerOptions> {
  return {
    requestTimeout: config.timeouts.uploadMs,
    connectionTimeout: Math.max(120_000, config.timeouts.requestMs),
    http: { headersTimeout: Math.min(config.timeouts.requestMs, config.timeouts.uploadMs) },
  } as Partial<FastifyServerOptions>;
}

const TIMED_OUT = JSON.stringify(errorBody("request_timeout", "The request took too long to arrive."));

/**
 * The body of an ordinary request must have arrived within REQUEST_TIMEOUT_MS of its headers (uploads:
 * UPLOAD_TIMEOUT_MS). A client that is still sending then gets a 408 and the connection is closed, so
 * slow clients cannot hold connections (and memory) open.
 */
export function registerBodyDeadline(app: FastifyInstance): void {
  const { requestMs, uploadMs } = app.ctx.config.timeouts;
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    // A request without a body (most GETs) has nothing left to arrive.
    const bodyless =
      raw.headers["content-length"] === undefined && raw.headers["transfer-encoding"] === undefined;
    if (raw.complete || bodyless) return done();
    const limit = request.routeOptions.config?.upload ? uploadMs : requestMs;
    const timer = setTimeout(() => {
      // (An injected request, in tests, has no real socket.)
      if (raw.complete || !raw.socket || raw.socket.destroyed || typeof raw.socket.end !== "function") return;
      request.log.info({ limitMs: limit }, "request body too slow: answered 408 and closed");
      // Written straight to the socket, as Node does for its own request timeout: the body parser is
      // still waiting for the rest and will see the connection end.
      raw.socket.end(
        `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TIMED_OUT)}\r\n\r\n${TIMED_OUT}`,
      );
      raw.socket.destroySoon();
    }, limit);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once("end", clear);
    raw.once("close", clear);
    // A body that is never read (a request answered before it) does not end: the answer clears it too.
    reply.raw.once("close", clear);
    done();
  });
  // An upload's answer can take minutes (a 100,000-row import): once its body is in, the connection's
  // idle limit (two minutes without traffic) must not close it while the client waits for the report.
  app.addHook("preHandler", (request, _reply, done) => {
    const socket = request.raw.socket;
    // (An injected request, in tests, has a socket without timeouts.)
    if (request.routeOptions.config?.upload && typeof socket?.setTimeout === "function") socket.setTimeout(0);
    done();
  });
}
