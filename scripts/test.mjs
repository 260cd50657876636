// `npm test`: every suite once, on the project's Node (started through scripts/project-node.mjs), then one
// table of what ran, how many tests passed, failed and were skipped per database, and how long it took
// (decision 0077). `npm run test:<suite>` runs one suite; arguments after `--` go to its runner:
//
//   node scripts/test.mjs                        typecheck, lint, unit, build, integration, e2e
//   node scripts/test.mjs unit|integration [vitest arguments]
//   node scripts/test.mjs e2e [playwright arguments]      (builds first)
//
// The integration suite runs on the embedded database and, when one answers, on the PostgreSQL server named
// by TEST_DATABASE_URL (default: the local server, postgres@127.0.0.1:5432); so do the browser specs whose
// pages depend on the database (playwright.config.ts). Counts come from the runners' reports in test-results/.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
const LOCAL_DATABASE = "postgres://postgres@127.0.0.1:5432/postgres";

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    const stop = (signal) => child.kill(signal);
    process.once("SIGINT", stop).once("SIGTERM", stop);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", stop).off("SIGTERM", stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** TEST_DATABASE_URL for the suites: the one given (which must answer), else the local server if it answers. */
async function testDatabaseEnv() {
  const env = { ...process.env };
  if (env.TEST_DATABASE_URL) {
    if (!(await reachable(env.TEST_DATABASE_URL))) {
      console.error(`TEST_DATABASE_URL is set but the server does not answer: ${env.TEST_DATABASE_URL}`);
      process.exit(1);
    }
  } else if (await reachable(LOCAL_DATABASE)) env.TEST_DATABASE_URL = LOCAL_DATABASE;
  else
    console.warn(
      `No PostgreSQL server at ${LOCAL_DATABASE} and TEST_DATABASE_URL is not set: the embedded database only.`,
    );
  return env;
}

const readReport = (file) => JSON.parse(readFileSync(path.join(results, file), "utf8"));
const count = (counts, project, state) => {
  counts[project] ??= { passed: 0, failed: 0, skipped: 0 };
  const c = counts[project];
  c[state === "passed" ? "passed" : state === "skipped" || state === "pending" ? "skipped" : "failed"]++;
};

/** Tests by project (database), from scripts/vitest-tally.mjs's report. */
function vitestCounts(file) {
  const counts = {};
  for (const test of readReport(file).tests) count(counts, test.project, test.state);
  return counts;
}

/** Tests by project (database), from Playwright's JSON report. */
function playwrightCounts(file) {
  const counts = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        count(counts, test.projectName, { expected: "passed", skipped: "skipped" }[test.status] ?? "failed");
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of readReport(file).suites) walk(suite);
  return counts;
}

const tally = (file) => ({ TEST_TALLY_FILE: path.join(results, file) });

const steps = {
  typecheck: () => run("npx", ["tsc", "-p", "."]),
  lint: () => run("npm", ["run", "--silent", "lint"]),
  build: () => run("npm", ["run", "--silent", "build"]),
  unit: (extra) =>
    run("npx", ["vitest", "run", "--project", "unit", ...extra], { ...process.env, ...tally("unit.json") }),
  async integration(extra) {
    const env = { ...(await testDatabaseEnv()), ...tally("integration.json") };
    const projects = ["integration-pglite", ...(env.TEST_DATABASE_URL ? ["integration-postgres"] : [])];
    return run("npx", ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), ...extra], env);
  },
  async e2e(extra) {
    const chromium = await run("node", ["scripts/ensure-chromium.mjs"]);
    if (chromium !== 0) return chromium;
    return run("npx", ["playwright", "test", ...extra], await testDatabaseEnv());
  },
};
const reports = { unit: "unit.json", integration: "integration.json", e2e: "e2e.json" };

const rows = [];
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

function summary() {
  const lines = [
    "",
    `  ${"suite".padEnd(30)} ${"passed / failed / skipped".padEnd(27)} ${"time".padStart(6)}`,
  ];
  for (const { name, seconds, code } of rows) {
    let byProject = {};
    try {
      if (reports[name]) byProject = (name === "e2e" ? playwrightCounts : vitestCounts)(reports[name]);
    } catch {}
    const status = code === 0 ? "" : `  FAILED (exit ${code})`;
    const entries = Object.entries(byProject);
    if (!entries.length)
      lines.push(`  ${name.padEnd(30)} ${"".padEnd(27)} ${clock(seconds).padStart(6)}${status}`);
    for (const [project, c] of entries) {
      const label = project === name ? name : `${name} (${project.replace(/^integration-/, "")})`;
      const tests = `${c.passed} / ${c.failed} / ${c.skipped}`;
      lines.push(`  ${label.padEnd(30)} ${tests.padEnd(27)} ${clock(seconds).padStart(6)}${status}`);
    }
  }
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  lines.push(`  ${"total".padEnd(58)} ${clock(total).padStart(6)}`, "");
  console.info(lines.join("\n"));
}

const [only, ...extra] = process.argv.slice(2);
if (only && !steps[only]) {
  console.error(`Unknown suite "${only}": one of ${Object.keys(steps).join(", ")}.`);
  process.exit(64);
}
// The browser suite runs against the build. After any other failure the rest still runs, so that one run
// shows every failure.
const all = ["typecheck", "lint", "unit", "build", "integration", "e2e"];
const plan = only === "e2e" ? ["build", "e2e"] : only ? [only] : all;
mkdirSync(results, { recursive: true });
let failed = 0;
for (const name of plan) {
  if (reports[name]) rmSync(path.join(results, reports[name]), { force: true });
  const start = Date.now();
  const code = await steps[name](name === only ? extra : []);
  rows.push({ name, seconds: Math.round((Date.now() - start) / 1000), code });
  if (code !== 0) {
    failed = code;
    if (name === "build") break;
  }
}
summary();
process.exit(failed);
