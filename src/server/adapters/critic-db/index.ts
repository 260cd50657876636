import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { AirtableCriticDatabase } from "./airtable";
import { AirtableClient } from "./airtable/client";
import { BuiltinCriticDatabase } from "./builtin";
import { PostgresPacer, type RequestPacer } from "./pacer";
import type { CriticDatabase } from "./types";

export * from "./types";

/** The longest an Airtable request waits for its turn before it reports "rate-limited". */
const MAX_WAIT_MS = 8_000;

/** The critic database the configuration names (CRITIC_DB): built-in tables, or an Airtable base. */
export function createCriticDatabase(
  config: Config,
  db: Database,
  options: { pacer?: RequestPacer } = {},
): CriticDatabase {
  if (config.criticDb === "builtin") return new BuiltinCriticDatabase(db);
  const airtable = config.airtable;
  if (!airtable.token || !airtable.baseId)
    throw new Error("CRITIC_DB=airtable needs AIRTABLE_TOKEN and AIRTABLE_BASE_ID");
  const client = new AirtableClient({
    apiUrl: airtable.apiUrl,
    token: airtable.token,
    baseId: airtable.baseId,
    pacer: options.pacer ?? new PostgresPacer(db, `airtable:${airtable.baseId}`, airtable.requestsPerSecond),
    timeoutMs: airtable.timeoutMs,
    rateLimitBackoffMs: airtable.rateLimitBackoffMs,
    maxWaitMs: MAX_WAIT_MS,
  });
  return new AirtableCriticDatabase({
    client,
    tables: {
      reviews: airtable.reviewsTable,
      critics: airtable.criticsTable,
      publications: airtable.publicationsTable,
    },
    fields: airtable.fields,
    cacheSeconds: airtable.cacheSeconds,
  });
}
