// The CSV export at scale: streams GET /api/admin/export/reviews.csv until it has `rows` records, sampling
// the server's memory, to show that the export's memory does not grow with the number of rows.
import http from "node:http";
import { rssBytes, runSync, sampleRss } from "./processes.mjs";

export const BENCH_ADMIN = { username: "bench_admin", name: "Bench Admin" };

/** Creates the bench administrator before the server starts (a rerun finds it there already). */
export function ensureAdmin(database, password) {
  try {
    runSync(
      "npx",
      [
        "tsx",
        "src/server/cli/create-admin.ts",
        "--username",
        BENCH_ADMIN.username,
        "--name",
        BENCH_ADMIN.name,
      ],
      { ...database, ADMIN_PASSWORD: password, LOG_LEVEL: "warn" },
    );
  } catch {
    // Already there from an earlier run; signing in below fails loudly if it is not.
  }
}

/** Streams the export, counting CRLF-ended records, and stops after `rows` of them (or at the end). */
export function measureExport(appUrl, cookie, pid, rows) {
  return new Promise((resolve, reject) => {
    const idle = rssBytes(pid);
    const rss = sampleRss(pid, 100);
    const started = process.hrtime.bigint();
    let records = -1; // the header row
    let bytes = 0;
    let previous = 0;
    const finish = (req) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      req.destroy();
      resolve({
        path: "/api/admin/export/reviews.csv",
        rows: records,
        megabytes: Math.round(bytes / 1e6),
        seconds: Number(seconds.toFixed(1)),
        rowsPerSecond: Math.round(records / seconds),
        rss: { idle, peak: rss.stop() },
      });
    };
    const req = http.get(
      `${appUrl}/api/admin/export/reviews.csv`,
      { headers: { cookie }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`export: ${res.statusCode}`));
        res.on("data", (chunk) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
            const before = i > 0 ? chunk[i - 1] : previous;
            if (before === 13) records++;
          }
          previous = chunk[chunk.length - 1];
          if (records >= rows) finish(req);
        });
        res.on("end", () => finish(req));
        res.on("error", reject);
      },
    );
    req.on("error", (error) => (records >= rows ? undefined : reject(error)));
  });
}
