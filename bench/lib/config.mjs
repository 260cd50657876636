// Bench settings: environment variables, each overridable by a flag (npm run bench -- --duration 5).
import path from "node:path";
import { parseArgs } from "node:util";

export const root = path.resolve(import.meta.dirname, "../..");

const FLAGS = {
  targets: "BENCH_TARGETS",
  duration: "BENCH_DURATION",
  warmup: "BENCH_WARMUP",
  connections: "BENCH_CONNECTIONS",
  "pg-podcasts": "BENCH_PG_PODCASTS",
  "pg-reviews": "BENCH_PG_REVIEWS",
  "embedded-podcasts": "BENCH_EMBEDDED_PODCASTS",
  "embedded-reviews": "BENCH_EMBEDDED_REVIEWS",
  "pg-critic-reviews": "BENCH_PG_CRITIC_REVIEWS",
  "embedded-critic-reviews": "BENCH_EMBEDDED_CRITIC_REVIEWS",
  "pg-reports": "BENCH_PG_REPORTS",
  "embedded-reports": "BENCH_EMBEDDED_REPORTS",
  critics: "BENCH_CRITICS",
  "db-name": "BENCH_DB_NAME",
  "data-dir": "BENCH_DATA_DIR",
  users: "BENCH_USERS",
  "export-rows": "BENCH_EXPORT_ROWS",
  "import-rows": "BENCH_IMPORT_ROWS",
  "query-samples": "BENCH_QUERY_SAMPLES",
  build: "BENCH_BUILD",
  reference: "BENCH_REFERENCE",
  only: "BENCH_ONLY",
  ceiling: "BENCH_CEILING",
  "ceiling-connections": "BENCH_CEILING_CONNECTIONS",
};

export function loadSettings(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.keys(FLAGS).map((flag) => [flag, { type: "string" }])),
  });
  const get = (flag, fallback) => values[flag] ?? env[FLAGS[flag]] ?? fallback;
  const number = (flag, fallback) => {
    const n = Number(String(get(flag, fallback)).replaceAll("_", ""));
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${flag} / ${FLAGS[flag]} must be a number`);
    return n;
  };
  const targets = String(get("targets", "postgres,embedded"))
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  for (const t of targets)
    if (t !== "postgres" && t !== "embedded") throw new Error(`unknown target ${t} (postgres, embedded)`);
  const embeddedPodcasts = number("embedded-podcasts", 100_000);
  const embeddedReviews = number("embedded-reviews", 1_000_000);
  const critics = Math.max(1, number("critics", 300));
  return {
    targets,
    durationSeconds: number("duration", 10),
    warmupSeconds: number("warmup", 2),
    connections: number("connections", 20),
    users: number("users", 40),
    exportRows: number("export-rows", 1_000_000),
    importRows: number("import-rows", 100_000),
    querySamples: number("query-samples", 20),
    build: get("build", "0") === "1",
    /** Issue 54's probes beside the bare server and the reference stack (bench/lib/ceiling.mjs). */
    ceiling: get("ceiling", "1") === "1",
    ceilingConnections: number("ceiling-connections", 50),
    writeReference: get("reference", "0") === "1",
    /** Only the endpoints whose name contains one of these comma-separated texts (all when empty). */
    only: String(get("only", ""))
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
    /** The synthetic critics (generate-catalogue --critics) the critic endpoints read. */
    critics,
    postgres: {
      podcasts: number("pg-podcasts", 1_000_000),
      reviews: number("pg-reviews", 10_000_000),
      criticReviews: number("pg-critic-reviews", 200_000),
      reports: number("pg-reports", 100_000),
      critics,
      dbName: get("db-name", "cc_bench"),
      adminUrl:
        env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    embedded: {
      podcasts: embeddedPodcasts,
      reviews: embeddedReviews,
      criticReviews: number("embedded-critic-reviews", 20_000),
      reports: number("embedded-reports", 10_000),
      critics,
      dataDir: path.resolve(
        root,
        get("data-dir", `bench/data/embedded-${embeddedPodcasts}-${embeddedReviews}`),
      ),
    },
  };
}

export const log = (message) => process.stderr.write(`[bench] ${message}\n`);
