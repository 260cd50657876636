import { type CriticActivityStatus, SPARKLINE_WEEKS } from "@shared/constants/insight";
import { titleForCount } from "@shared/constants/tiers";
import type { CriticActivity } from "@shared/schemas/admin";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../lib/dates";
import { addDays, daysBetween, lastWeeks } from "./calendar";
import { countedCriticReviews } from "./critic-review-source";
import { lastNudges } from "./nudge-log";

/** "Active" with a review in the last 30 days, "quiet" with the last one 30–90 days ago, else "inactive". */
export function activityOf(lastReviewDate: string | null, today: string): CriticActivityStatus {
  if (!lastReviewDate) return "inactive";
  const days = daysBetween(lastReviewDate, today);
  return days <= 30 ? "active" : days <= 90 ? "quiet" : "inactive";
}

type Totals = {
  reviewer: string;
  total: number;
  last30: number;
  average: number | null;
  last: string | null;
};

/**
 * Each critic's activity from their review dates (in APP_TIMEZONE's today): two grouped queries over the
 * critic reviews, whatever the number of critics.
 */
export async function criticActivity(
  db: Queryable,
  timeZone: string,
  now = new Date(),
): Promise<(name: string) => CriticActivity> {
  const today = localDate(timeZone, now);
  const weeks = lastWeeks(today, SPARKLINE_WEEKS);
  const since30 = addDays(today, -30);
  const [totals, weekly] = await Promise.all([
    db.execute<Totals>(sql`
      select reviewer, count(*)::int as total,
        (count(*) filter (where date >= ${since30}::date))::int as last30,
        round(avg(rating)::numeric, 1)::float8 as average,
        max(date)::text as last
      from ${countedCriticReviews} c
      group by reviewer`),
    db.execute<{ reviewer: string; week: number; n: number }>(sql`
      select reviewer, ((date - ${weeks[0]}::date) / 7)::int as week, count(*)::int as n
      from ${countedCriticReviews} c
      where date >= ${weeks[0]}::date and date <= ${today}::date
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
      activity: activityOf(lastReviewDate, today),
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
