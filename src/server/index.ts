// First: a .env file is read before any module looks at the configuration.
import "./lib/env-file";
import cluster from "node:cluster";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import { isFirstProcess, isPrimaryOfSeveral, runPrimary } from "./cluster";
import { type Config, ConfigError, loadConfig } from "./config";
import { closeContext, createContext } from "./create-context";
import { DataDirBusyError } from "./db/data-dir-lock";
import { drainConnectionsGracefully } from "./http/connection-drain";
import { serverRenderDir } from "./http/server-render";
import { startFeedScheduler, startMaintenance } from "./jobs/maintenance";
import { stdoutLog } from "./lib/log-output";
import { warnAboutProduction } from "./production-warnings";
import { EXIT, exitWith } from "./lib/startup-errors";
import { createLogger } from "./logger";
import { seedDemo } from "./seed";
import { bannerText } from "./seed/banner";
import { assertNoDemoPasswords, DemoPasswordError } from "./seed/demo-accounts";
import { startScheduledBackups } from "./services/backup/schedule";
import {
  loopbackUrl,
  newControlToken,
  removeServerControl,
  writeServerControl,
} from "./services/backup/server-control";
import { startAirtableSync } from "./services/critic/airtable-sync";

/**
 * The start-up banner for a person at a terminal; in production one JSON log line like every other line on
 * stdout, so that a log shipper never meets plain text (issue 51 item 5).
 */
function printBanner(config: Config, processes: number, logger: FastifyBaseLogger): void {
  if (config.isProduction) {
    const database = config.databaseUrl ? "postgres" : "embedded";
    logger.info({ url: config.appUrl, database, processes }, `listening: ${config.appUrl}`);
  } else stdoutLog.write(bannerText(config, processes));
}

/** What a failure at start-up is described against (lib/startup-errors.ts). */
let startup: Partial<Config> = { dataDir: path.resolve(process.env.DATA_DIR || "./data") };

async function main(): Promise<void> {
  const config = loadConfig();
  startup = config;
  const logger = createLogger(config.logLevel, config.logBufferBytes);
  if (isPrimaryOfSeveral(config)) {
    await runPrimary(config, logger, () => printBanner(config, config.processes, logger));
    return;
  }
  await runServer(config, logger);
}

async function runServer(config: Config, logger: FastifyBaseLogger): Promise<void> {
  const ctx = await createContext(config, logger);
  if (config.seedDemo && isFirstProcess()) await seedDemo(ctx);
  if (config.isProduction) {
    await assertNoDemoPasswords(ctx.db).catch(async (error: unknown) => {
      await closeContext(ctx);
      throw error;
    });
  }
  // On the embedded database, the operator's backup command asks this process for the copy.
  const backupToken = ctx.database.pglite ? newControlToken() : undefined;
  const app = await buildApp(ctx, { backupToken, serverRenderDir });
  const connections = drainConnectionsGracefully(app.server);
  await app.listen({ port: config.port, host: config.host });
  if (backupToken) {
    const url = loopbackUrl(app.server.address() as AddressInfo);
    writeServerControl(config.dataDir, { url, token: backupToken, pid: process.pid });
  }
  ctx.worker.start();
  const maintenance = startMaintenance(ctx);
  const feedScheduler = startFeedScheduler(ctx);
  const airtableSync = startAirtableSync(ctx);
  const backups = startScheduledBackups(ctx);
  if (!cluster.isWorker) printBanner(config, 1, logger);
  if (isFirstProcess()) void warnAboutProduction(config, logger, ctx.mail);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: finishing requests and jobs");
    clearInterval(maintenance);
    clearInterval(feedScheduler);
    clearInterval(airtableSync);
    // Kept-alive connections end after their next answer, or once idle for a moment (not at once: a
    // request on its way would be reset), instead of waiting for the keep-alive timeout.
    const stopClosingIdle = connections.beginShutdown();
    const deadline = setTimeout(() => {
      logger.error("shutdown took longer than 25 s; exiting");
      process.exit(1);
    }, 25_000);
    deadline.unref();
    try {
      await app.close();
      stopClosingIdle();
      await backups.stop();
      if (backupToken) removeServerControl(config.dataDir);
      await closeContext(ctx);
      logger.info("shut down cleanly");
      // The last lines reach a reader that is still reading; a stalled one is not waited for.
      await stdoutLog.drain(2_000);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "unclean shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Error: ${error.message}`);
    process.exit(EXIT.config);
  }
  if (error instanceof DataDirBusyError || error instanceof DemoPasswordError) {
    console.error(error.message);
    process.exit(1);
  }
  exitWith(error, startup);
});
