// npm run bench: seeds a synthetic catalogue on a PostgreSQL server (a database of its own) and measures
// search and the podcast API under concurrent load, next to a bare node:http server answering a constant
// in the same run. Results: a table on stdout and a JSON report in bench/results/.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const PODCASTS = Number(env.BENCH_PODCASTS ?? 1_000_000);
const REVIEWS = Number(env.BENCH_REVIEWS ?? 2_000_000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const DB_NAME = env.BENCH_DB_NAME ?? "cc_bench";
const adminUrl =
  env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

function run(command, args, extraEnv) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function startChild(args, extraEnv) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

const BARE = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"ok":true}'); }).listen(Number(process.env.PORT), "127.0.0.1");`;

async function load(name, url, options = {}) {
  const base = { url, connections: CONNECTIONS, ...options };
  await autocannon({ ...base, duration: WARMUP });
  const result = await autocannon({ ...base, duration: DURATION });
  const row = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  log(
    `${name}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}`,
  );
  return row;
}

const SEARCH_TERMS = [
  "the",
  "th",
  "daily",
  "deep h",
  "curious sci",
  "oceans",
  "jazz",
  "files 95",
  "84781",
  "midnight stories",
  "a",
  "rob",
];

async function main() {
  const databaseUrl = await ensureDatabase();
  log(
    `database ${DB_NAME}: ensuring ${PODCASTS.toLocaleString("en-US")} podcasts and ${REVIEWS.toLocaleString("en-US")} reviews`,
  );
  run(
    "npx",
    [
      "tsx",
      "src/server/cli/generate-catalogue.ts",
      "--podcasts",
      String(PODCASTS),
      "--reviews",
      String(REVIEWS),
    ],
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
    },
  );
  if (!existsSync(path.join(root, "dist/server/index.js"))) run("npm", ["run", "build"]);

  const appPort = await freePort();
  const barePort = await freePort();
  const app = startChild(["dist/server/index.js"], {
    DATABASE_URL: databaseUrl,
    PORT: String(appPort),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    APP_URL: `http://127.0.0.1:${appPort}`,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    RATE_LIMIT_REGISTER_PER_IP: "1000000",
  });
  const bare = startChild(["-e", BARE], { PORT: String(barePort) });
  try {
    const appUrl = `http://127.0.0.1:${appPort}`;
    await waitFor(`${appUrl}/readyz`);
    await waitFor(`http://127.0.0.1:${barePort}/`);

    const account = {
      username: `bench_${Date.now().toString(36)}`,
      password: "bench-Passw0rd-long",
      name: "Bench User",
    };
    const registered = await fetch(`${appUrl}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(account),
    });
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const range = (await client.query("select min(id)::int as lo, max(id)::int as hi from podcasts")).rows[0];
    await client.end();
    const randomId = () => range.lo + Math.floor(Math.random() * (range.hi - range.lo + 1));
    const headers = { cookie };

    const rows = [];
    rows.push(await load("bare node:http (constant JSON)", `http://127.0.0.1:${barePort}/`));
    rows.push(
      await load("GET /api/search/podcasts?q= (mixed terms)", appUrl, {
        headers,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/search/podcasts?q=${encodeURIComponent(SEARCH_TERMS[Math.floor(Math.random() * SEARCH_TERMS.length)])}`,
            }),
          },
        ],
      }),
    );
    rows.push(
      await load("GET /api/podcasts/:id (random ids)", appUrl, {
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/api/podcasts/${randomId()}` }) }],
      }),
    );
    const baseline = rows[0].requestsPerSecond;
    for (const row of rows) row.ofBaseline = Number((row.requestsPerSecond / baseline).toFixed(3));

    const report = {
      date: new Date().toISOString(),
      podcasts: PODCASTS,
      reviews: REVIEWS,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      node: process.version,
      rows,
    };
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    const file = path.join(root, "bench/results", `bench-${report.date.replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

    console.info(
      `\n${PODCASTS.toLocaleString("en-US")} podcasts, ${REVIEWS.toLocaleString("en-US")} reviews, ${CONNECTIONS} connections, ${DURATION} s each\n`,
    );
    console.info("| endpoint | req/s | p50 ms | p99 ms | of bare | errors |\n|---|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.info(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${(r.ofBaseline * 100).toFixed(1)}% | ${r.errors} |`,
      );
    }
    console.info(`\nReport: ${path.relative(root, file)}`);
  } finally {
    app.kill("SIGTERM");
    bare.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
