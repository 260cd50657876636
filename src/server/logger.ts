import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { stdoutLog } from "./lib/log-output";

/**
 * Structured JSON logs; request ids come from Fastify (x-request-id or generated). They go to stdout
 * through a bounded output that a slow or vanished reader cannot turn into a crash or a hang.
 */
export function createLogger(level: string, bufferBytes?: number): FastifyBaseLogger {
  if (bufferBytes) stdoutLog.setLimit(bufferBytes);
  return pino(
    {
      level,
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
        remove: true,
      },
    },
    stdoutLog,
  );
}
