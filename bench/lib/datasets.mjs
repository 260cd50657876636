// The synthetic catalogues the bench runs against, generated once and reused by later runs.
import { existsSync } from "node:fs";
import pg from "pg";
import { log } from "./config.mjs";
import { runSync } from "./processes.mjs";

const generate = ({ podcasts, reviews, criticReviews = 0, critics = 300, reports = 0 }, env) =>
  runSync(
    "npx",
    [
      "tsx",
      "src/server/cli/generate-catalogue.ts",
      "--podcasts",
      String(podcasts),
      "--reviews",
      String(reviews),
      // Critic reviews linked to the podcasts, over the critics (issue 29 item 14).
      "--critic-reviews",
      String(criticReviews),
      "--critics",
      String(critics),
      // Reported reviews for the moderation queue (issue 30).
      "--reports",
      String(reports),
      // The bench's own database, grown to size on every run: no question to answer.
      "--yes",
    ],
    { LOG_LEVEL: "warn", ...env },
  );

const count = (n) => n.toLocaleString("en-US");

/** Creates the bench database (once) on the PostgreSQL server and fills it; answers its URL and id range. */
export async function preparePostgres({
  adminUrl,
  dbName,
  podcasts,
  reviews,
  criticReviews,
  critics,
  reports,
}) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [dbName]);
  if (exists.rowCount === 0) await admin.query(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  log(
    `postgres: database ${dbName}, ensuring ${count(podcasts)} podcasts, ${count(reviews)} reviews and ${count(criticReviews)} critic reviews`,
  );
  generate({ podcasts, reviews, criticReviews, critics, reports }, { DATABASE_URL: databaseUrl });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "select min(id)::int as lo, max(id)::int as hi, count(*)::int as n from podcasts",
  );
  const totals = await client.query(
    "select coalesce(sum(review_count), 0)::bigint as n from catalogue_counts",
  );
  await client.end();
  return { databaseUrl, range: rows[0], podcastCount: rows[0].n, reviewCount: Number(totals.rows[0].n) };
}

/** Fills an embedded (PGlite) data directory of its own; answers its path and podcast id range. */
export async function prepareEmbedded({ dataDir, podcasts, reviews, criticReviews, critics, reports }) {
  log(
    `embedded: ${dataDir}, ensuring ${count(podcasts)} podcasts, ${count(reviews)} reviews and ${count(criticReviews)} critic reviews`,
  );
  generate({ podcasts, reviews, criticReviews, critics, reports }, { DATA_DIR: dataDir });
  if (!existsSync(`${dataDir}/pglite`)) throw new Error(`no embedded database in ${dataDir}`);
  // Read while no server holds the directory: the server takes its lock when it starts.
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(`${dataDir}/pglite`, { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query(
      "select min(id)::int as lo, max(id)::int as hi, count(*)::int as n from podcasts",
    );
    const totals = await db.query("select coalesce(sum(review_count), 0)::int as n from catalogue_counts");
    return { dataDir, range: rows[0], podcastCount: rows[0].n, reviewCount: Number(totals.rows[0].n) };
  } finally {
    await db.close();
  }
}
