import { type CriticActivityStatus, SPARKLINE_WEEKS } from "@shared/constants/insight";
import { titleForCount } from "@shared/constants/tiers";
import type { CriticActivity } from "@shared/schemas/admin";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../lib/dates";
import { addDays, daysBetween, lastWeeks } from "./calendar";
import { dayIn, LAST_DAYS, lastDaysStart, startOfDay, waitingSubmissions } from "./critic-review-source";
import { lastNudges } from "./nudge-log";
import { ensureTrendZone } from "./trend-weeks";

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
 * Each critic's activity by when their reviews were submitted (days in APP_TIMEZONE), in two reads that
 * cost the same at 200,000 critic reviews as at 20 (issue 29 item 14, decision 0060): totals and ratings
 * from critic_review_tallies, each critic's latest review and last 30 days from their index, the sparkline's
 * closed weeks from the zone's weekly roll-ups (critic_review_weeks) and its current week counted live;
 * submissions still waiting for delivery are added to each.
 */
export async function criticActivity(
  db: Queryable,
  timeZone: string,
  now = new Date(),
): Promise<(name: string) => CriticActivity> {
  const today = localDate(timeZone, now);
  const weeks = lastWeeks(today, SPARKLINE_WEEKS);
  const thisWeek = weeks.at(-1)!;
  const since = startOfDay(lastDaysStart(today), timeZone);
  const until = startOfDay(addDays(today, 1), timeZone);
  const weekOf = (column: SQL) => sql`((${dayIn(column, timeZone)} - ${weeks[0]}::date) / 7)::int`;
  const inLast30 = (column: SQL) => sql`(${column} >= ${since} and ${column} < ${until})`;
  await ensureTrendZone(db, timeZone);
  const [totals, weekly] = await Promise.all([
    db.execute<Totals>(sql`
      with waiting as (
        select reviewer, count(*)::int as n, coalesce(sum(rating), 0)::numeric as rating_sum,
          count(rating)::int as rated, max(date) as last, max(submitted_at) as last_at,
          (count(*) filter (where ${inLast30(sql.raw("submitted_at"))}))::int as last30
        from ${waitingSubmissions} w group by reviewer
      )
      select c.reviewer, coalesce(t.total, 0) + coalesce(w.n, 0) as total,
        (select count(*) from critic_reviews r
          where r.reviewer = c.reviewer and ${inLast30(sql.raw("r.submitted_at"))})::int + coalesce(w.last30, 0)
          as last30,
        round((coalesce(t.rating_sum, 0) + coalesce(w.rating_sum, 0))
          / nullif(coalesce(t.rated, 0) + coalesce(w.rated, 0), 0), 1)::float8 as average,
        greatest((select r.date from critic_reviews r where r.reviewer = c.reviewer
          order by r.date desc nulls last, r.id desc limit 1), w.last)::text as last,
        ${dayIn(
          sql`greatest((select max(r.submitted_at) from critic_reviews r where r.reviewer = c.reviewer), w.last_at)`,
          timeZone,
        )}::text as "lastSubmitted"
      from (select reviewer from critic_review_tallies where total > 0 union select reviewer from waiting) c
        left join critic_review_tallies t on t.reviewer = c.reviewer
        left join waiting w on w.reviewer = c.reviewer`),
    db.execute<{ reviewer: string; week: number; n: number }>(sql`
      select ((w.week - ${weeks[0]}::date) / 7)::int as week, w.reviewer, w.count as n from critic_review_weeks w
      where w.zone = ${timeZone} and w.week >= ${weeks[0]}::date and w.week < ${thisWeek}::date and w.count > 0
      union all
      select ${weekOf(sql.raw("r.submitted_at"))}, r.reviewer, count(*)::int from critic_reviews r
      where r.submitted_at >= ${startOfDay(thisWeek, timeZone)} and r.submitted_at < ${until} group by 1, 2
      union all
      select ${weekOf(sql.raw("w.submitted_at"))}, w.reviewer, count(*)::int from ${waitingSubmissions} w
      where w.submitted_at >= ${startOfDay(weeks[0]!, timeZone)} and w.submitted_at < ${until} group by 1, 2`),
  ]);
  const byName = new Map(totals.rows.map((row) => [row.reviewer, row]));
  const sparklines = new Map<string, number[]>();
  for (const row of weekly.rows) {
    const line = sparklines.get(row.reviewer) ?? new Array<number>(SPARKLINE_WEEKS).fill(0);
    line[row.week] = (line[row.week] ?? 0) + row.n;
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
