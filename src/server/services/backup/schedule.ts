import { existsSync, readdirSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../../context";
import { createBackup, writeBackupFile } from "./embedded-backup";

const NAME = /^critics-corner-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;
/** The first backup of a server that has none (or is overdue) waits this long, so start-up is not slowed. */
const FIRST_DELAY_MS = 60_000;

/** `critics-corner-2026-11-27T17-05-00Z.tar.gz`: the UTC time it was taken, sortable as text. */
export const backupFileName = (at: Date) =>
  `critics-corner-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z.tar.gz`;

function backupTimes(dir: string): { name: string; at: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter(({ match }) => match)
    .map(({ name, match }) => ({
      name,
      at: Date.parse(`${match![1]}T${match![2]}:${match![3]}:${match![4]}Z`),
    }))
    .sort((a, b) => b.at - a.at);
}

/**
 * Scheduled backups of the embedded database into DATA_DIR/backups: every BACKUP_HOURS hours counted from
 * the newest backup there (a restart does not put the next one off), the first one a minute after start
 * when none is due sooner; the newest BACKUP_KEEP are kept. Off with a PostgreSQL server (pg_dump's job,
 * README) or when either setting is 0. A failure is logged as an error and tried again an interval later.
 */
export function startScheduledBackups(ctx: AppContext): { stop(): Promise<void> } {
  const { hours, keep } = ctx.config.backups;
  const pglite = ctx.database.pglite;
  if (!pglite || hours === 0 || keep === 0) return { stop: async () => {} };
  const dir = path.join(ctx.config.dataDir, "backups");
  const every = hours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const backUp = async () => {
    const started = Date.now();
    const data = await createBackup(pglite);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, backupFileName(new Date(started)));
    await writeBackupFile(file, data);
    for (const old of backupTimes(dir).slice(keep)) await rm(path.join(dir, old.name), { force: true });
    ctx.logger.info({ file, bytes: data.length, ms: Date.now() - started }, "scheduled backup written");
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = backUp()
        .catch((error: unknown) => ctx.logger.error({ err: error }, "scheduled backup failed"))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(every);
        });
    }, delayMs);
    timer.unref();
  };
  const newest = backupTimes(dir)[0]?.at;
  const soon = Math.min(every, FIRST_DELAY_MS);
  schedule(newest === undefined ? soon : Math.max(soon, newest + every - Date.now()));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
