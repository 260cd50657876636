import cluster, { type Worker } from "node:cluster";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import { serveClusterMetrics } from "./metrics-cluster";

/** Waits for a worker to listen; rejects if it exits first (its own error is already on stderr). */
function listening(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once("listening", () => resolve());
    worker.once("exit", (code) => reject(new Error(`worker exited during start-up with code ${code}`)));
  });
}

/**
 * WEB_CONCURRENCY > 1: this process only supervises. It forks one server process per slot, all sharing
 * the port (Node's cluster hands connections to them in turn). The first worker starts alone, so
 * migrations and demo seeding run once; the others follow. A worker that dies is replaced; SIGTERM is
 * passed on to every worker, which shuts down gracefully, and this process exits when they all have.
 */
export async function runPrimary(
  config: Config,
  logger: FastifyBaseLogger,
  onReady: () => void,
): Promise<void> {
  let stopping = false;
  let failed = false;
  if (config.metricsEnabled) serveClusterMetrics();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      // A process still starting has no handler yet and simply ends on the signal: it held no work.
      if (code !== 0 && signal !== "SIGTERM") failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, "server process exited; starting another");
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, 1_000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping server processes");
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  try {
    await listening(cluster.fork());
    await Promise.all(Array.from({ length: config.processes - 1 }, () => listening(cluster.fork())));
  } catch (error) {
    logger.error({ err: error }, "a server process could not start");
    stop("SIGTERM");
    return;
  }
  logger.info({ processes: config.processes }, "server processes ready");
  onReady();
}

/** The first worker process applies migrations and seeds; later ones and single processes skip nothing. */
export const isFirstProcess = (): boolean => !cluster.isWorker || cluster.worker?.id === 1;
export const isPrimaryOfSeveral = (config: Config): boolean => config.processes > 1 && cluster.isPrimary;
