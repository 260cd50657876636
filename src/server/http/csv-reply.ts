import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { localDate } from "../lib/dates";

/**
 * Sends a CSV stream as a download named `<name>-YYYY-MM-DD.csv`. Not stored by caches: exports hold
 * personal data and change with every write.
 */
export function sendCsv(reply: FastifyReply, name: string, timeZone: string, body: Readable) {
  const fileName = `${name}-${localDate(timeZone)}.csv`;
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(body);
}
