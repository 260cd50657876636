// npm run bench:airtable: how long a critic waits for Add Review while Airtable hangs (issue 11 item 18).
// Starts the local Airtable-like server in its own process and the built app on a fresh embedded database
// with CRITIC_DB=airtable, signs in as the demo critic, reads the Add Review form once (as the page does),
// then holds back every Airtable answer and times BENCH_AIRTABLE_SUBMISSIONS submissions. Target: p95 ≤ 200 ms.
// Prints one line and writes bench/results/airtable-<date>.json.

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { log, root } from "./lib/config.mjs";
import { request } from "./lib/http.mjs";
import { freePort, runSync, startNode, stop, waitFor } from "./lib/processes.mjs";

const SUBMISSIONS = Number(process.env.BENCH_AIRTABLE_SUBMISSIONS ?? 200);
const CRITIC = { username: "critic", password: "corner-critic-demo", name: "Jordan Vale" };

async function startFakeAirtable() {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "src/server/test/fake-airtable/child.ts")],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  const [line] = await Promise.race([
    createInterface({ input: child.stdout })
      [Symbol.asyncIterator]()
      .next()
      .then((r) => [r.value]),
    new Promise((_, reject) =>
      child.once("exit", (code) => reject(new Error(`fake Airtable exited (${code})`))),
    ),
  ]);
  return { child, ...JSON.parse(line) };
}

async function airtable(fake, table, fields) {
  const res = await request(`${fake.url}/v0/${fake.baseId}/${table}`, {
    method: "POST",
    headers: { authorization: `Bearer ${fake.token}`, "content-type": "application/json" },
    body: JSON.stringify({ records: [{ fields }] }),
  });
  if (res.status !== 200) throw new Error(`Airtable ${table}: ${res.status} ${res.text}`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  if (!process.argv.includes("--no-build")) runSync("npm", ["run", "build"]);
  const fake = await startFakeAirtable();
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-bench-airtable-"));
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const app = startNode(["dist/server/index.js"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
    CRITIC_DB: "airtable",
    AIRTABLE_API_URL: fake.url,
    AIRTABLE_TOKEN: fake.token,
    AIRTABLE_BASE_ID: fake.baseId,
    AIRTABLE_SYNC_SECONDS: "0",
  });
  try {
    await airtable(fake, "Critics", { Name: CRITIC.name });
    await airtable(fake, "Publications", { Name: "The Listening Post", Critic: CRITIC.name });
    await waitFor(`${appUrl}/readyz`);
    const login = await request(`${appUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: CRITIC.username, password: CRITIC.password }),
    });
    if (login.status !== 200) throw new Error(`critic login: ${login.status} ${login.text}`);
    const cookie = (login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const info = await request(`${appUrl}/api/critic/${encodeURIComponent(CRITIC.name)}/info`, {
      headers: { cookie },
    });
    if (info.status !== 200) throw new Error(`critic info: ${info.status} ${info.text}`);

    await request(`${fake.url}/__test/hold`, { method: "POST" });
    const times = [];
    let refused = 0;
    for (let i = 0; i < SUBMISSIONS; i++) {
      const body = JSON.stringify({
        podcastName: `Bench Show ${i}`,
        url: `https://example.com/reviews/${i}`,
        date: new Date().toISOString().slice(0, 10),
        rating: 4,
        snippet: "Measured while Airtable hangs: this review must be accepted without waiting on it.",
      });
      const started = process.hrtime.bigint();
      const res = await request(`${appUrl}/api/airtable/reviews`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body,
      });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.status !== 201 && refused++ === 0) log(`refused: ${res.status} ${res.text}`);
    }
    await request(`${fake.url}/__test/release`, { method: "POST" });
    const sorted = [...times].sort((a, b) => a - b);
    const row = {
      date: new Date().toISOString(),
      submissions: SUBMISSIONS,
      refused,
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p95Ms: Number(percentile(sorted, 95).toFixed(1)),
      maxMs: Number(sorted.at(-1).toFixed(1)),
      targetP95Ms: 200,
    };
    console.info(
      `Add Review while Airtable hangs: ${row.submissions} submissions, ${row.refused} refused, ` +
        `p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms (target ≤ 200), max ${row.maxMs} ms`,
    );
    const out = path.join(root, "bench/results", `airtable-${row.date.slice(0, 10)}.json`);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(row, null, 2)}\n`);
    log(`report: ${out}`);
    if (refused > 0) process.exitCode = 1;
  } finally {
    await request(`${fake.url}/__test/release`, { method: "POST" }).catch(() => undefined);
    await stop(app);
    fake.child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
