import { AirtableCriticDatabase } from "../../adapters/critic-db/airtable";
import { AirtableClient } from "../../adapters/critic-db/airtable/client";
import { LocalPacer, type RequestPacer } from "../../adapters/critic-db/pacer";
import { DEFAULT_AIRTABLE_FIELDS } from "../../config";
import { FakeAirtable, type FakeAirtableOptions } from "./server";

export { FakeAirtable } from "./server";

export interface FakeAirtableSubjectOptions extends FakeAirtableOptions {
  cacheSeconds?: number;
  pacer?: RequestPacer;
  timeoutMs?: number;
  rateLimitBackoffMs?: number;
}

/** A fresh local Airtable server and an Airtable critic database talking to it. */
export async function startFakeAirtable(options: FakeAirtableSubjectOptions = {}) {
  const fake = new FakeAirtable(options);
  await fake.start();
  const client = new AirtableClient({
    apiUrl: fake.url,
    token: fake.token,
    baseId: fake.baseId,
    pacer: options.pacer ?? new LocalPacer(fake.requestsPerSecond * 0.8),
    timeoutMs: options.timeoutMs ?? 2_000,
    rateLimitBackoffMs: options.rateLimitBackoffMs ?? fake.rateLimitPenaltyMs,
    maxWaitMs: 5_000,
  });
  const db = new AirtableCriticDatabase({
    client,
    tables: { reviews: "Reviews", critics: "Critics", publications: "Publications" },
    fields: { ...DEFAULT_AIRTABLE_FIELDS },
    cacheSeconds: options.cacheSeconds ?? 30,
  });
  return { fake, db, client };
}

/** Environment for a test app whose critic database is the given fake Airtable server. */
export const fakeAirtableEnv = (fake: FakeAirtable, extra: Record<string, string> = {}) => ({
  CRITIC_DB: "airtable",
  AIRTABLE_API_URL: fake.url,
  AIRTABLE_TOKEN: fake.token,
  AIRTABLE_BASE_ID: fake.baseId,
  AIRTABLE_RATE_LIMIT_BACKOFF_MS: String(fake.rateLimitPenaltyMs),
  AIRTABLE_TIMEOUT_MS: "2000",
  ...extra,
});
