import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { stdoutLog } from "./lib/log-output";
import { redactUrl } from "./lib/redact-url";

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Options of every log of the app: no cookies or credentials, and request URLs without the secrets
 * of reset and invitation links (the serializer replaces Fastify's own `req` one).
 */
export const logOptions = (level: string): pino.LoggerOptions => ({
  level,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
    remove: true,
  },
  serializers: {
    req: (req: LoggedRequest) => ({
      method: req.method,
      url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
});

/**
 * Structured JSON logs; request ids come from Fastify (x-request-id or generated). They go to stdout
 * through a bounded output that a slow or vanished reader cannot turn into a crash or a hang.
 */
export function createLogger(level: string, bufferBytes?: number): FastifyBaseLogger {
  if (bufferBytes) stdoutLog.setLimit(bufferBytes);
  return pino(logOptions(level), stdoutLog);
}
