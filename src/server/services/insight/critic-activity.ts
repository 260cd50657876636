import { type CriticActivityStatus, SPARKLINE_WEEKS } from "@shared/constants/insight";
import { titleForCount } from "@shared/constants/tiers";
import type { CriticActivity } from "@shared/schemas/admin";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../lib/dates";
import { addDays, daysBetween, lastWeeks } from "./calendar";
import { dayIn, LAST_DAYS, lastDaysStart, startOfDay, waitingSubmissions } from "./critic-review-source";
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
  waitingLast30: number;
  average: number | null;
  last: string | null;
  lastSubmitted: string | null;
};

/**
 * Each critic's activity by when their reviews were submitted (days in APP_TIMEZONE), in reads that cost
 * the same at 200,000 critic reviews as at 20 (issue 29 item 14, decision 0060): totals, ratings, the
 * newest review date and latest submission from critic_review_tallies; closed weeks from the zone's weekly
 * roll-ups (critic_review_weeks), which give the sparkline and the whole weeks of the last 30 days; only the
 * days around them (the current week and the days before the window's first Monday) counted from the
 * reviews themselves; submissions still waiting for delivery are added to each.
 */
export async function criticActivity(
  db: Queryable,
  timeZone: string,
  now = new Date(),
): Promise<(name: string) => CriticActivity> {
  const today = localDate(timeZone, now);
  const weeks = lastWeeks(today, SPARKLINE_WEEKS);
  const thisWeek = weeks.length - 1;
  const firstDay = lastDaysStart(today);
  // The last 30 days: a few days before their first Monday, whole weeks, then the current week.
  const firstWhole = weeks.findIndex((monday) => monday >= firstDay);
  const at = (day: string) => startOfDay(day, timeZone);
  const since = at(firstDay);
  const until = at(addDays(today, 1));
  const weekOf = (column: SQL) => sql`((${dayIn(column, timeZone)} - ${weeks[0]}::date) / 7)::int`;
  const [totals, live, weekly] = await Promise.all([
    db.execute<Totals>(sql`
      with waiting as (
        select reviewer, count(*)::int as n, coalesce(sum(rating), 0)::numeric as rating_sum,
          count(rating)::int as rated, max(date) as last, max(submitted_at) as last_at,
          (count(*) filter (where submitted_at >= ${since} and submitted_at < ${until}))::int as last30
        from ${waitingSubmissions} w group by reviewer
      )
      select c.reviewer, coalesce(t.total, 0) + coalesce(w.n, 0) as total,
        coalesce(w.last30, 0) as "waitingLast30",
        round((coalesce(t.rating_sum, 0) + coalesce(w.rating_sum, 0))
          / nullif(coalesce(t.rated, 0) + coalesce(w.rated, 0), 0), 1)::float8 as average,
        greatest(t.last_date, w.last)::text as last,
        ${dayIn(sql`greatest(t.last_submitted_at, w.last_at)`, timeZone)}::text as "lastSubmitted"
      from (select reviewer from critic_review_tallies where total > 0 union select reviewer from waiting) c
        left join critic_review_tallies t on t.reviewer = c.reviewer
        left join waiting w on w.reviewer = c.reviewer`),
    db.execute<{ reviewer: string; head: number; current: number }>(sql`
      select reviewer, (count(*) filter (where head))::int as head,
        (count(*) filter (where not head))::int as current
      from (
        select reviewer, true as head from critic_reviews
        where submitted_at >= ${since} and submitted_at < ${at(weeks[firstWhole]!)}
        union all
        select reviewer, false from critic_reviews
        where submitted_at >= ${at(weeks[thisWeek]!)} and submitted_at < ${until}
      ) r
      group by reviewer`),
    ensureTrendZone(db, timeZone).then(() =>
      db.execute<{ reviewer: string; week: number; n: number; waiting: boolean }>(sql`
        select ((w.week - ${weeks[0]}::date) / 7)::int as week, w.reviewer, w.count as n, false as waiting
        from critic_review_weeks w
        where w.zone = ${timeZone} and w.week >= ${weeks[0]}::date and w.week < ${weeks[thisWeek]}::date
          and w.count > 0
        union all
        select ${weekOf(sql.raw("w.submitted_at"))}, w.reviewer, count(*)::int, true from ${waitingSubmissions} w
        where w.submitted_at >= ${at(weeks[0]!)} and w.submitted_at < ${until} group by 1, 2`),
    ),
  ]);
  const byName = new Map(totals.rows.map((row) => [row.reviewer, row]));
  const sparklines = new Map<string, number[]>();
  const last30 = new Map<string, number>();
  const add = (map: Map<string, number>, name: string, n: number) => map.set(name, (map.get(name) ?? 0) + n);
  const addToWeek = (name: string, week: number, n: number) => {
    const line = sparklines.get(name) ?? new Array<number>(SPARKLINE_WEEKS).fill(0);
    line[week] = (line[week] ?? 0) + n;
    sparklines.set(name, line);
  };
  for (const row of weekly.rows) {
    addToWeek(row.reviewer, row.week, row.n);
    if (!row.waiting && row.week >= firstWhole) add(last30, row.reviewer, row.n);
  }
  for (const row of live.rows) {
    addToWeek(row.reviewer, thisWeek, row.current);
    add(last30, row.reviewer, row.head + row.current);
  }
  return (name) => {
    const row = byName.get(name);
    const totalReviews = row?.total ?? 0;
    return {
      reviewsLast30Days: (last30.get(name) ?? 0) + (row?.waitingLast30 ?? 0),
      totalReviews,
      averageRating: row?.average ?? null,
      lastReviewDate: row?.last ?? null,
      title: titleForCount(totalReviews).title,
      activity: activityOf(row?.lastSubmitted ?? null, today),
      weekly: sparklines.get(name) ?? new Array<number>(SPARKLINE_WEEKS).fill(0),
    };
  };
}
