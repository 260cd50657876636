// What the TypeScript benches that load the built server share (bench/episodes.ts, bench/following.ts):
// a PostgreSQL database of their own, the built server beside the bare one, signed-in members, and a
// printed and written table of the rows.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { log, root } from "./config.mjs";
import { request } from "./http.mjs";
import type { LoadRow } from "./load.mjs";
import { BARE_SERVER, freePort, runSync, startNode, stop, waitFor } from "./processes.mjs";

/**
 * The URL of a database of the bench's own on the PostgreSQL server (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local one), made when missing and kept for the next run.
 */
export async function benchDatabase(dbName: string): Promise<string> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if ((await admin.query("select 1 from pg_database where datname = $1", [dbName])).rowCount === 0)
    await admin.query(`create database "${dbName}"`);
  await admin.end();
  return Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
}

const HIGH = "1000000000";

/**
 * Starts the built server (built first when dist/ is missing: `npm run build` after changing code) on
 * the database, with no limits a bench's single address would hit, and the bare node:http server.
 */
export async function startServers(databaseUrl: string, env: Record<string, string> = {}) {
  if (!existsSync(path.join(root, "dist/server/index.js"))) runSync("npm", ["run", "build"]);
  const [appPort, barePort] = [await freePort(), await freePort()];
  const app = startNode(["dist/server/index.js"], {
    DATABASE_URL: databaseUrl,
    PORT: String(appPort),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    APP_URL: `http://127.0.0.1:${appPort}`,
    ALLOW_HTTP: "1",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123456789",
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    RATE_LIMIT_LOGIN_PER_USER: HIGH,
    RATE_LIMIT_LOGIN_PER_IP: HIGH,
    RATE_LIMIT_PUBLIC_PER_IP: HIGH,
    ...env,
  });
  const bare = startNode(["-e", BARE_SERVER], { PORT: String(barePort) });
  const appUrl = `http://127.0.0.1:${appPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor(`${appUrl}/readyz`);
  await waitFor(`${bareUrl}/`);
  return { appUrl, bareUrl, stop: () => Promise.all([stop(app), stop(bare)]) };
}

/** Signs a member in; answers the session cookie. */
export async function signIn(appUrl: string, username: string, password: string): Promise<string> {
  const answer = await request(`${appUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${answer.text}`);
  return (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

/** Prints the rows as a table, each rate beside the first row's (the bare server), and writes them. */
export function report(name: string, heading: string, rows: LoadRow[], extra: Record<string, unknown>) {
  const bareRate = rows[0]!.requestsPerSecond;
  console.info(`\n${heading}\n`);
  console.info("| probe | req/s | of bare | p50 ms | p99 ms | errors |");
  console.info("|---|--:|--:|--:|--:|--:|");
  for (const row of rows)
    console.info(
      `| ${row.name} | ${row.requestsPerSecond.toLocaleString("en-US")} | ${((row.requestsPerSecond / bareRate) * 100).toFixed(1)}% | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} |`,
    );
  const out = path.join(root, "bench/results");
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `${name}-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify({ ...extra, rows }, null, 2)}\n`);
  log(`written ${path.relative(root, file)}`);
}
