import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { createCriticDatabase } from "./adapters/critic-db";
import { createMailTransport } from "./adapters/mail/transport";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { ChangeFeed } from "./db/change-feed";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { jobHandlers } from "./jobs/handlers";
import { JobWorker } from "./jobs/worker";
import { createPrivately, tightenDataDir } from "./lib/private-files";
import { Metrics } from "./metrics";
import { SessionStore } from "./services/auth/sessions";
import { CardRenderer } from "./services/critic/card-renderer";
import { TitleCards } from "./services/critic/title-cards";
import { REFRESH_FEED_JOB } from "./services/episodes/refresh";
import { PublicCache } from "./services/public-cache";
import { RateLimiter } from "./services/rate-limit";

export interface ContextOptions {
  /** Use an already open database (tests); otherwise open the one the configuration names. */
  database?: DatabaseHandle;
}

/** Opens the database, applies migrations and wires the services together. */
export async function createContext(
  config: Config,
  logger: FastifyBaseLogger,
  options: ContextOptions = {},
): Promise<AppContext> {
  // DATA_DIR (the embedded database, backups, secrets, cards) is the server's owner's alone.
  createPrivately();
  const tightened = tightenDataDir(config.dataDir);
  if (tightened)
    logger.warn(
      { dataDir: config.dataDir, mode: tightened.mode, changed: tightened.changed },
      "DATA_DIR was open to other users: tightened it and everything in it to its owner only",
    );
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(database);
  const db = database.db;
  const ctx = {
    config,
    database,
    db,
    logger,
    sessions: new SessionStore(db, config.session),
    rateLimiter: new RateLimiter(db),
    mail: createMailTransport(config.smtpUrl, config.mailFrom, logger, config.smtpTimeoutMs),
    metrics: new Metrics(db, () => database.queryCount()),
    criticDb: createCriticDatabase(config, db),
    publicCache: new PublicCache(config.publicCacheSeconds * 1000),
    searchCache: new PublicCache(config.publicCacheSeconds * 1000),
    changes: new ChangeFeed(),
    titleCards: new TitleCards(path.join(config.dataDir, "cards"), new CardRenderer(), logger),
  } as AppContext;
  // Sessions and public answers are kept in memory and forgotten as soon as any instance changes them.
  ctx.sessions.watch(ctx.changes);
  ctx.publicCache.attach(ctx.changes, "public");
  ctx.searchCache.attach(ctx.changes, "titles");
  await ctx.changes.start(database);
  const { handlers, onFailure } = jobHandlers(ctx);
  ctx.worker = new JobWorker(db, handlers, {
    pollMs: config.jobPollMs,
    lockMs: config.jobLockMs,
    embedded: database.kind === "pglite",
    logger,
    onFailure,
    // Feed refreshes yield to the pages people wait on, however many are due at once (decision 0092).
    shares: { [REFRESH_FEED_JOB]: config.feeds.refreshShare },
    onOutcome: (kind, outcome) => ctx.metrics.recordJob(kind, outcome),
  });
  return ctx;
}

/** Stops background work and closes connections, in that order. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.worker.stop();
  await ctx.changes.stop();
  await ctx.titleCards.close();
  ctx.mail.close();
  await ctx.database.close();
}
