import type { Trends, TrendTotals, TrendWeek } from "@shared/schemas/admin";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../lib/dates";
import { addDays, lastWeeks } from "./calendar";
import { ensureTrendZone } from "./trend-weeks";

type WeekCount = { week: number; n: number; critics?: number };
type PeriodCritics = { previous: number; current: number };

function sum(weeks: TrendWeek[], activeCritics: number): TrendTotals {
  const total = (key: "criticReviews" | "userReviews" | "registrations") =>
    weeks.reduce((n, week) => n + week[key], 0);
  return {
    criticReviews: total("criticReviews"),
    userReviews: total("userReviews"),
    registrations: total("registrations"),
    activeCritics,
  };
}

/**
 * Per week, oldest first, the last being the current week (weeks start on Monday in the time zone):
 * critic reviews by submission time (when they entered the critic database, not the date the critic gave
 * the review) and the critics who wrote them, user reviews written and accounts registered by their time
 * in the zone. Weeks with nothing are zeros. The periods add up those weeks and the as many before them
 * (read in the same queries), counting each critic once per period.
 *
 * The weeks before the current one come from the zone's weekly roll-ups (trend-weeks.ts, decision 0060),
 * so a read costs the same at ten million reviews as at ten; the current week is counted live (from the
 * 15-minute buckets of review_buckets for user reviews), as are submissions still waiting for delivery.
 */
export async function weeklyTrends(
  db: Queryable,
  timeZone: string,
  weeks: number,
  now = new Date(),
): Promise<Trends> {
  const today = localDate(timeZone, now);
  const starts = lastWeeks(today, weeks * 2);
  const from = starts[0]!;
  const thisWeek = starts.at(-1)!;
  const currentIndex = starts.length - 1;
  // Midnight of the first, the current week's first and after the last day in the zone, as instants.
  const instant = (day: string) => sql`(${day}::timestamp at time zone ${timeZone})`;
  const [fromInstant, currentInstant, untilInstant] = [from, thisWeek, addDays(today, 1)].map(instant);
  const weekOf = (column: unknown) =>
    sql`(((${column} at time zone ${timeZone})::date - ${from}::date) / 7)::int`;
  const closedWeek = sql`((w.week - ${from}::date) / 7)::int`;
  const closedWeeks = sql`w.zone = ${timeZone} and w.week >= ${from}::date and w.week < ${thisWeek}::date`;
  // Each critic's reviews per week of the range (weeks with none left out).
  const criticWeeks = sql`(
    select week, reviewer, sum(n)::int as n from (
      select ${closedWeek} as week, w.reviewer, w.count as n from critic_review_weeks w where ${closedWeeks}
      union all
      select ${currentIndex}, r.reviewer, 1 from critic_reviews r
      where r.submitted_at >= ${currentInstant} and r.submitted_at < ${untilInstant}
      union all
      select ${weekOf(sql.raw("s.created_at"))}, s.reviewer, 1 from critic_review_submissions s
      where s.status = 'pending' and s.created_at >= ${fromInstant} and s.created_at < ${untilInstant}
        and not exists (select 1 from critic_reviews d where d.submission_id = s.submission_id)
    ) c group by 1, 2 having sum(n) > 0
  )`;

  await ensureTrendZone(db, timeZone);
  const [critic, reviews, users, critics] = await Promise.all([
    db.execute<WeekCount>(sql`
      select week, sum(n)::int as n, count(*)::int as critics from ${criticWeeks} c group by 1`),
    db.execute<WeekCount>(sql`
      select ${closedWeek} as week, w.count as n from review_weeks w where ${closedWeeks}
      union all
      select ${currentIndex}, coalesce(sum(count), 0)::int from review_buckets
      where bucket >= ${currentInstant} and bucket < ${untilInstant}`),
    db.execute<WeekCount>(sql`
      select ${weekOf(sql.raw("created_at"))} as week, count(*)::int as n from users
      where created_at >= ${fromInstant} and created_at < ${untilInstant}
      group by 1`),
    db.execute<PeriodCritics>(sql`
      select count(distinct reviewer) filter (where week < ${weeks})::int as previous,
        count(distinct reviewer) filter (where week >= ${weeks})::int as current
      from ${criticWeeks} c`),
  ]);
  const byWeek = (rows: WeekCount[]) => new Map(rows.map((row) => [row.week, row]));
  const [c, r, u] = [byWeek(critic.rows), byWeek(reviews.rows), byWeek(users.rows)];
  const all = starts.map((weekStart, i) => ({
    weekStart,
    criticReviews: c.get(i)?.n ?? 0,
    userReviews: r.get(i)?.n ?? 0,
    registrations: u.get(i)?.n ?? 0,
    activeCritics: c.get(i)?.critics ?? 0,
  }));
  const periodCritics = critics.rows[0];
  const current = all.slice(weeks);
  return {
    weeks: current,
    periods: {
      current: sum(current, Number(periodCritics?.current ?? 0)),
      previous: sum(all.slice(0, weeks), Number(periodCritics?.previous ?? 0)),
    },
  };
}
