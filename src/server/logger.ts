import type { FastifyBaseLogger } from "fastify";
import pino from "pino";

/** Structured JSON logs; request ids come from Fastify (x-request-id or generated). */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
      remove: true,
    },
  });
}
