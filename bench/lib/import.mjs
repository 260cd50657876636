// A large import while the server keeps answering (issue 10, item 11): a server on an empty embedded
// database of its own receives a CSV of `rows` podcasts through POST /api/admin/podcasts/import, and
// /healthz is asked every 50 ms on fresh connections the whole time. The import is parsed in a worker
// thread and written in chunks (docs/decisions/0023), so /healthz should stay under 100 ms.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { log, root } from "./config.mjs";
import { BENCH_ADMIN, ensureAdmin } from "./export.mjs";
import { request } from "./http.mjs";
import { freePort, startNode, stop, waitFor } from "./processes.mjs";

const GENRES = ["Technology", "Comedy", "News", "History", "Science", "True Crime", "Business"];

/** `rows` distinct podcasts as CSV (about 70 bytes a row: 100,000 rows is 7 MB, under the 10 MB limit). */
export function importCsv(rows) {
  const lines = ["title,publisher,genre,description"];
  for (let i = 0; i < rows; i++) {
    const n = String(i).padStart(6, "0");
    lines.push(`Bench Import ${n},Bench Studio ${i % 500},${GENRES[i % GENRES.length]},Episode notes ${n}`);
  }
  return `${lines.join("\n")}\n`;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * Asks /healthz every `everyMs` until stopped; answers each call's start (ms since polling began) and
 * latency in ms (a failed call counts as Infinity).
 */
function pollHealth(appUrl, everyMs = 50) {
  const calls = [];
  const begun = performance.now();
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      let ms = Infinity;
      try {
        const response = await request(`${appUrl}/healthz`);
        if (response.status === 200) ms = performance.now() - started;
      } catch {}
      calls.push({ at: started - begun, ms });
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return calls;
  };
}

export async function benchImport(serverEnv, password, rows) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-bench-import-"));
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const database = { DATA_DIR: dataDir };
  ensureAdmin(database, password);
  const logFile = path.join(root, "bench/results/server-import.log");
  const app = startNode(["dist/server/index.js"], serverEnv(port, database), logFile);
  try {
    await waitFor(`${appUrl}/readyz`);
    const login = await request(`${appUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: BENCH_ADMIN.username, password }),
    });
    if (login.status !== 200) throw new Error(`admin login: ${login.status} ${login.text}`);
    const cookie = (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const body = importCsv(rows);

    const idle = (await pollHealthFor(appUrl, 1000)).map((c) => c.ms).sort((a, b) => a - b);
    const stopPolling = pollHealth(appUrl);
    const started = process.hrtime.bigint();
    const response = await request(`${appUrl}/api/admin/podcasts/import`, {
      method: "POST",
      headers: { cookie, "content-type": "text/csv" },
      body,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const calls = await stopPolling();
    const latencies = calls.map((c) => c.ms).sort((a, b) => a - b);
    const slowest = [...calls].sort((a, b) => b.ms - a.ms).slice(0, 5);
    if (response.status !== 200) throw new Error(`import: ${response.status} ${response.text.slice(0, 300)}`);
    const result = JSON.parse(response.text);
    const row = {
      path: "/api/admin/podcasts/import",
      rows,
      megabytes: Number((Buffer.byteLength(body) / 1e6).toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
      created: result.created,
      updated: result.updated,
      failed: result.failed,
      healthz: {
        samples: latencies.length,
        idleP50Ms: round(percentile(idle, 50)),
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        maxMs: round(latencies.at(-1) ?? 0),
        over100Ms: latencies.filter((ms) => ms >= 100).length,
        // When the slowest calls began (seconds after the upload started): parsing, writing or answering.
        slowest: slowest.map((c) => ({ atSeconds: round(c.at / 1000), ms: round(c.ms) })),
      },
    };
    log(
      `import: ${rows} rows (${row.megabytes} MB) in ${row.seconds} s; /healthz during it: ${row.healthz.samples} calls, p50 ${row.healthz.p50Ms} ms, p99 ${row.healthz.p99Ms} ms, max ${row.healthz.maxMs} ms, ${row.healthz.over100Ms} at or over 100 ms`,
    );
    return row;
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pollHealthFor(appUrl, ms) {
  const stopPolling = pollHealth(appUrl);
  await new Promise((r) => setTimeout(r, ms));
  return stopPolling();
}

const round = (ms) => (Number.isFinite(ms) ? Number(ms.toFixed(1)) : ms);
