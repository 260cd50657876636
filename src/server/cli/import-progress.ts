// What `npm run import-podcasts` prints while it works: one line, rewritten in place on a terminal.

const n = (x: number) => x.toLocaleString("en-US");

/** "12,000 of 100,000 rows (12 %), 3,100 rows/s, 2 failed" */
export function progressLine(done: number, total: number, failed: number, seconds: number): string {
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const rate = seconds > 0 ? Math.round(done / seconds) : 0;
  return `${n(done)} of ${n(total)} rows (${percent} %), ${n(rate)} rows/s, ${n(failed)} failed`;
}

/**
 * A progress reporter for the import service that writes to `out` (stderr): on a terminal the line is
 * re-rendered at most every `everyMs`; elsewhere (`live` false: a pipe, a log file) one line per `everyMs`
 * would clutter logs, so nothing is written unless asked with --progress.
 */
export function terminalProgress(out: NodeJS.WriteStream, live: boolean, everyMs = 250) {
  const started = performance.now();
  let total = 0;
  let last = Number.NEGATIVE_INFINITY;
  let drawn = false;
  const draw = (done: number, failed: number, force = false) => {
    const now = performance.now();
    if (!force && now - last < everyMs) return;
    last = now;
    const line = progressLine(done, total, failed, (now - started) / 1000);
    out.write(live ? `\r${line}\u001b[K` : `${line}\n`);
    drawn = true;
  };
  return {
    async total(count: number) {
      total = count;
    },
    async processed(count: number, failed: number) {
      draw(count, failed, count === total);
    },
    async finish() {
      if (drawn && live) out.write("\n");
    },
  };
}
