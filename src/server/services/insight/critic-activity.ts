import { type CriticActivityStatus, SPARKLINE_WEEKS } from "@shared/constants/insight";
import { titleForCount } from "@shared/constants/tiers";
import type { CriticActivity } from "@shared/schemas/admin";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../lib/dates";
import { addDays, daysBetween, lastWeeks } from "./calendar";
import { countedCriticReviews, dayIn, LAST_DAYS, lastDaysStart, startOfDay } from "./critic-review-source";
import { lastNudges } from "./nudge-log";

/**
 * "Active" with a review submitted in the last 30 days (the 30 calendar days ending today), "quiet" with the
 * last one 30–90 days ago, else "inactive". `lastSubmitted` is the day (in the zone) the critic's latest
 * review entered the critic database.
 */
export function activityOf(lastSubmitted: string | null, today: string): CriticActivityStatus {
  if (!lastSubmitted) return "inactive";
  const days = daysBetween(lastSubmitted, today);
  return days < LAST_DAYS ? "active" : days <= 90 ? "quiet" : "inactive";
}

type Totals = {
  reviewer: string;
  total: number;
  last30: number;
  average: number | null;
  last: string | null;
  lastSubmitted: string | null;
};

/**
 * Each critic's activity by when their reviews were submitted (days in APP_TIMEZONE): two grouped queries
 * over the critic reviews, whatever the number of critics.
 */
export async function criticActivity(
  db: Queryable,
  timeZone: string,
  now = new Date(),
): Promise<(name: string) => CriticActivity> {
  const today = localDate(timeZone, now);
  const weeks = lastWeeks(today, SPARKLINE_WEEKS);
  const since = startOfDay(lastDaysStart(today), timeZone);
  const until = startOfDay(addDays(today, 1), timeZone);
  const submittedDay = dayIn(sql.raw("submitted_at"), timeZone);
  const [totals, weekly] = await Promise.all([
    db.execute<Totals>(sql`
      select reviewer, count(*)::int as total,
        (count(*) filter (where submitted_at >= ${since} and submitted_at < ${until}))::int as last30,
        round(avg(rating)::numeric, 1)::float8 as average,
        max(date)::text as last,
        max(${submittedDay})::text as "lastSubmitted"
      from ${countedCriticReviews} c
      group by reviewer`),
    db.execute<{ reviewer: string; week: number; n: number }>(sql`
      select reviewer, ((${submittedDay} - ${weeks[0]}::date) / 7)::int as week, count(*)::int as n
      from ${countedCriticReviews} c
      where submitted_at >= ${startOfDay(weeks[0]!, timeZone)} and submitted_at < ${until}
      group by 1, 2`),
  ]);
  const byName = new Map(totals.rows.map((row) => [row.reviewer, row]));
  const sparklines = new Map<string, number[]>();
  for (const row of weekly.rows) {
    const line = sparklines.get(row.reviewer) ?? new Array<number>(SPARKLINE_WEEKS).fill(0);
    line[row.week] = row.n;
    sparklines.set(row.reviewer, line);
  }
  return (name) => {
    const row = byName.get(name);
    const totalReviews = row?.total ?? 0;
    const lastReviewDate = row?.last ?? null;
    return {
      reviewsLast30Days: row?.last30 ?? 0,
      totalReviews,
      averageRating: row?.average ?? null,
      lastReviewDate,
      title: titleForCount(totalReviews).title,
      activity: activityOf(row?.lastSubmitted ?? null, today),
      weekly: sparklines.get(name) ?? new Array<number>(SPARKLINE_WEEKS).fill(0),
    };
  };
}

/** The critic names of the admin Critics page, each with its activity and when it was last nudged. */
export async function withCriticActivity<T extends { name: string }>(
  db: Queryable,
  timeZone: string,
  critics: T[],
): Promise<(T & CriticActivity & { lastNudgedAt: string | null })[]> {
  const [activityOfName, nudges] = await Promise.all([criticActivity(db, timeZone), lastNudges(db)]);
  return critics.map((critic) => ({
    ...critic,
    ...activityOfName(critic.name),
    lastNudgedAt: nudges.get(critic.name.toLowerCase())?.toISOString() ?? null,
  }));
}
