// npm run bench: measures the API under load on PostgreSQL (1,000,000 podcasts, 10,000,000 reviews) and on the
// embedded database (100,000 podcasts), each next to a bare node:http server in the same run; counts SQL
// statements per request, samples the server's memory and sizes the client bundle. Prints one table and
// writes bench/results/bench-<date>.json. Settings: bench/lib/config.mjs and docs/performance.md.

import { existsSync, mkdirSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { measureBundle } from "./lib/bundle.mjs";
import { measureCeiling } from "./lib/ceiling.mjs";
import { loadSettings, log, root } from "./lib/config.mjs";
import { prepareEmbedded, preparePostgres } from "./lib/datasets.mjs";
import { apiEndpoints, titlePrefixes } from "./lib/endpoints.mjs";
import { BENCH_ADMIN, ensureAdmin, measureExport } from "./lib/export.mjs";
import { request } from "./lib/http.mjs";
import { benchImport } from "./lib/import.mjs";
import { measure } from "./lib/load.mjs";
import {
  BARE_SERVER,
  freePort,
  rssBytes,
  runSync,
  sampleRss,
  startNode,
  stop,
  waitFor,
} from "./lib/processes.mjs";
import { queriesPerRequest } from "./lib/queries.mjs";
import { printReport, writeReport } from "./lib/report.mjs";

const PASSWORD = "bench-Passw0rd-long";
const HIGH = "1000000000";

function serverEnv(port, database) {
  return {
    ...database,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    APP_URL: `http://127.0.0.1:${port}`,
    ALLOW_HTTP: "1",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
    SEED_DEMO: "0",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
    METRICS_ENABLED: "1",
    METRICS_TOKEN: undefined,
    // No background polling between the query counter's readings.
    JOB_POLL_MS: "3600000",
    RATE_LIMIT_LOGIN_PER_USER: HIGH,
    RATE_LIMIT_LOGIN_PER_IP: HIGH,
    RATE_LIMIT_REGISTER_PER_IP: HIGH,
    // The write path is measured, not the brake: a few bench users write thousands of reviews.
    RATE_LIMIT_REVIEWS_PER_HOUR: HIGH,
    // Every load comes from one address: the public pages' per-address limit would answer 429s.
    RATE_LIMIT_PUBLIC_PER_IP: HIGH,
  };
}

/** Users made for this run only, signed in: their reviews never collide with earlier runs'. */
async function registerUsers(appUrl, count) {
  const run = Date.now().toString(36);
  const users = [];
  for (let i = 0; i < count; i++) {
    const username = `bench_${run}_${i}`;
    const response = await request(`${appUrl}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: PASSWORD, name: `Bench User ${i}` }),
    });
    if (response.status !== 201) throw new Error(`register: ${response.status} ${response.text}`);
    const cookie = (response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    users.push({ username, cookie });
  }
  return users;
}

/** Titles of random podcasts, read through the API (works the same on both databases). */
async function sampleTitles(appUrl, cookie, range, count = 100) {
  const titles = [];
  for (let i = 0; i < count; i++) {
    const id = range.lo + Math.floor(Math.random() * (range.hi - range.lo + 1));
    const response = await request(`${appUrl}/api/podcasts/${id}`, { headers: { cookie } });
    if (response.status === 200) titles.push(JSON.parse(response.text).title);
  }
  return titles;
}

/** Signs in as the bench administrator; answers the session cookie. */
async function adminCookie(appUrl) {
  const login = await request(`${appUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: BENCH_ADMIN.username, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${login.text}`);
  return (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

/** Streams the first `rows` rows of the user-review export as the bench administrator. */
async function benchExport(appUrl, cookie, pid, rows) {
  const row = await measureExport(appUrl, cookie, pid, rows);
  log(`export: ${row.rows} rows in ${row.seconds} s, server RSS ${row.rss.idle} -> peak ${row.rss.peak}`);
  return row;
}

/**
 * The server's page renders (decision 0059) from its metrics: per page, how many, how many took over 50 ms
 * (React's render alone, which holds the event loop), and the smallest bucket that holds them all.
 */
async function pageRenders(appUrl) {
  const text = await (await fetch(`${appUrl}/metrics`)).text();
  const buckets = new Map();
  for (const [, le, page, value] of text.matchAll(
    /^page_render_duration_seconds_bucket\{le="([^"]+)",page="([^"]+)"\} (\d+)/gm,
  )) {
    if (!buckets.has(page)) buckets.set(page, []);
    buckets
      .get(page)
      .push({ le: le === "+Inf" ? Number.POSITIVE_INFINITY : Number(le), count: Number(value) });
  }
  return [...buckets].map(([page, rows]) => {
    const count = rows.find((r) => r.le === Number.POSITIVE_INFINITY)?.count ?? 0;
    const within50 = rows.find((r) => r.le === 0.05)?.count ?? 0;
    const longest = rows.find((r) => r.count === count)?.le ?? Number.POSITIVE_INFINITY;
    return { page, count, over50ms: count - within50, longestBucket: `${longest * 1000} ms` };
  });
}

/** Whether `--only` leaves issue 54's probes in (`--only ceiling` runs them alone). */
const runsCeiling = (settings) =>
  settings.ceiling && (settings.only.length === 0 || settings.only.some((part) => "ceiling".includes(part)));

async function benchTarget(name, dataset, database, settings) {
  const appPort = await freePort();
  const barePort = await freePort();
  const logFile = path.join(root, `bench/results/server-${name}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  ensureAdmin(database, PASSWORD);
  const app = startNode(["dist/server/index.js"], serverEnv(appPort, database), logFile);
  const bare = startNode(["-e", BARE_SERVER], { PORT: String(barePort) });
  app.on("exit", (code, signal) =>
    log(`${name} server exited (code ${code}, signal ${signal}), log: ${logFile}`),
  );
  try {
    const appUrl = `http://127.0.0.1:${appPort}`;
    await waitFor(`${appUrl}/readyz`);
    await waitFor(`http://127.0.0.1:${barePort}/`);
    const users = await registerUsers(appUrl, settings.users);
    const titles = await sampleTitles(appUrl, users[0].cookie, dataset.range);
    const admin = await adminCookie(appUrl);
    const endpoints = apiEndpoints(
      users,
      dataset.range,
      PASSWORD,
      titlePrefixes(titles),
      admin,
      settings.critics,
    ).filter(
      (endpoint) => settings.only.length === 0 || settings.only.some((part) => endpoint.name.includes(part)),
    );

    // Statements per request first, on the idle server: nothing else moves the counter.
    const queries = [];
    for (const endpoint of endpoints) {
      endpoint.counter = { k: 0 };
      queries.push(await queriesPerRequest(appUrl, endpoint, endpoint.counter, settings.querySamples));
      log(`${endpoint.name}: ${queries.at(-1)} SQL statements per request`);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssBytes(app.pid);

    const bareRow = await measure(`${name}: bare node:http`, `http://127.0.0.1:${barePort}/`, null, settings);
    const rss = sampleRss(app.pid);
    const rows = [];
    for (const [i, endpoint] of endpoints.entries()) {
      const row = await measure(endpoint.name, appUrl, endpoint, settings, endpoint.counter);
      row.ofBare = Number((row.requestsPerSecond / bareRow.requestsPerSecond).toFixed(4));
      row.queriesPerRequest = queries[i];
      rows.push(row);
    }
    // Issue 54: the reads near the ceiling, at 50 connections, beside the bare server and (PostgreSQL) the
    // reference stack on the same database.
    const ceiling = runsCeiling(settings)
      ? await measureCeiling({
          name,
          appUrl,
          users,
          password: PASSWORD,
          range: dataset.range,
          critics: settings.critics,
          databaseUrl: database.DATABASE_URL,
          settings,
        })
      : null;
    const peakUnderLoad = rss.stop();
    const renders = await pageRenders(appUrl);
    for (const r of renders)
      log(
        `render ${r.page}: ${r.count} renders, ${r.over50ms} over 50 ms, longest bucket ≤ ${r.longestBucket}`,
      );
    await new Promise((r) => setTimeout(r, 2000));
    const exportRow =
      settings.exportRows > 0 ? await benchExport(appUrl, admin, app.pid, settings.exportRows) : null;
    return {
      name,
      podcasts: dataset.podcastCount,
      reviews: dataset.reviewCount,
      bare: bareRow,
      endpoints: rows,
      ceiling,
      renders,
      rss: { idle, peakUnderLoad, after: rssBytes(app.pid) },
      export: exportRow,
    };
  } finally {
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all([stop(app), stop(bare)]);
  }
}

async function main() {
  const settings = loadSettings();
  const built =
    existsSync(path.join(root, "dist/server/index.js")) &&
    existsSync(path.join(root, "dist/client/.vite/manifest.json"));
  if (settings.build || !built) runSync("npm", ["run", "build"]);

  const targets = [];
  for (const name of settings.targets) {
    if (name === "postgres") {
      const dataset = await preparePostgres(settings.postgres);
      targets.push(await benchTarget(name, dataset, { DATABASE_URL: dataset.databaseUrl }, settings));
    } else {
      const dataset = await prepareEmbedded(settings.embedded);
      targets.push(await benchTarget(name, dataset, { DATA_DIR: dataset.dataDir }, settings));
    }
  }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    connections: settings.connections,
    targets,
    import: settings.importRows > 0 ? await benchImport(serverEnv, PASSWORD, settings.importRows) : null,
    bundle: measureBundle(),
  };
  printReport(report);
  console.info(`\nReport: ${writeReport(report, { reference: settings.writeReference })}`);
  console.info("\nResponse serialisation (the API contract's cost per answer):");
  runSync(process.execPath, ["--import", "tsx", "bench/serialization.ts"]);
}

const run = process.argv.includes("--web")
  ? import("./web.mjs").then((web) => web.runWebBench(process.argv.slice(2)))
  : main();
run.catch((error) => {
  console.error(error);
  process.exit(1);
});
