import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";

/*
 * The weekly roll-ups the trends read (migration 0023, decision 0060): review_weeks and
 * critic_review_weeks, per time zone. A zone is built the first time the trends are read in it (one
 * grouped read of review_buckets and critic_reviews, writers waiting meanwhile); triggers keep it current.
 */

/** Builds the zone's roll-ups unless they exist (one indexed lookup then). */
export async function ensureTrendZone(db: Queryable, timeZone: string): Promise<void> {
  await db.execute(sql`select trend_zone_build(${timeZone})`);
}

/**
 * Forgets every zone's roll-ups, for bulk loads that skip the triggers (generate-catalogue): the next
 * read of the trends builds its zone again from the loaded rows.
 */
export async function forgetTrendZones(db: Queryable): Promise<void> {
  await db.execute(sql`delete from trend_zones`);
  await db.execute(sql`delete from review_weeks`);
  await db.execute(sql`delete from critic_review_weeks`);
}
