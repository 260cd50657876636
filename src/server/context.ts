import type { FastifyBaseLogger } from "fastify";
import type { CriticDatabase } from "./adapters/critic-db";
import type { MailTransport } from "./adapters/mail/transport";
import type { Config } from "./config";
import type { ChangeFeed } from "./db/change-feed";
import type { Database, DatabaseHandle } from "./db/client";
import type { JobWorker } from "./jobs/worker";
import type { Metrics } from "./metrics";
import type { SessionStore } from "./services/auth/sessions";
import type { TitleCards } from "./services/critic/title-cards";
import type { PublicCache } from "./services/public-cache";
import type { RateLimiter } from "./services/rate-limit";

/** Everything a route or service needs, built once at start-up (and per test). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  logger: FastifyBaseLogger;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  mail: MailTransport;
  /** The critic database (built-in tables or Airtable, per CRITIC_DB). */
  criticDb: CriticDatabase;
  worker: JobWorker;
  metrics: Metrics;
  /** Public answers and pages (leaderboard, critic pages, share cards) kept for PUBLIC_CACHE_SECONDS. */
  publicCache: PublicCache;
  /** Search answers by text, kept until a podcast is added, removed or renamed (decision 0075). */
  searchCache: PublicCache;
  /** The database's committed changes, heard by every instance: they clear what `sessions` and `publicCache` keep. */
  changes: ChangeFeed;
  /** Title card PNGs, rendered off the event loop and kept on disk. */
  titleCards: TitleCards;
}
