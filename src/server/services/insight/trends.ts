import type { Trends, TrendTotals, TrendWeek } from "@shared/schemas/admin";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../lib/dates";
import { addDays, lastWeeks } from "./calendar";
import { waitingSubmissions } from "./critic-review-source";
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
  const closedCells = sql`critic_review_weeks w where ${closedWeeks} and w.count > 0`;
  // The critic reviews the roll-ups do not hold, per week and critic: the current week's, and
  // submissions still waiting for delivery (any week).
  const extra = sql`(
    select week, reviewer, count(*)::int as n from (
      select ${currentIndex} as week, r.reviewer from critic_reviews r
      where r.submitted_at >= ${currentInstant} and r.submitted_at < ${untilInstant}
      union all
      select ${weekOf(sql.raw("w.submitted_at"))}, w.reviewer from ${waitingSubmissions} w
      where w.submitted_at >= ${fromInstant} and w.submitted_at < ${untilInstant}
    ) e group by 1, 2
  )`;

  await ensureTrendZone(db, timeZone);
  const [critic, reviews, users, critics] = await Promise.all([
    // A roll-up row is one critic's week: its weeks are counted without grouping by critic, except
    // where a review the roll-ups do not hold falls in the same critic's week (counted in the second part).
    db.execute<WeekCount>(sql`
      with extra as ${extra}
      select ${closedWeek} as week, sum(w.count)::int as n, count(*)::int as critics from ${closedCells}
        and not exists (select 1 from extra e where e.week = ${closedWeek} and e.reviewer = w.reviewer)
      group by 1
      union all
      select e.week, sum(e.n + coalesce(w.count, 0))::int, count(*)::int from extra e
        left join critic_review_weeks w on w.zone = ${timeZone} and w.reviewer = e.reviewer
          and w.week = ${from}::date + 7 * e.week and w.week < ${thisWeek}::date and w.count > 0
      group by 1`),
    db.execute<WeekCount>(sql`
      select ${closedWeek} as week, w.count as n from review_weeks w where ${closedWeeks}
      union all
      select ${currentIndex}, coalesce(sum(count), 0)::int from review_buckets
      where bucket >= ${currentInstant} and bucket < ${untilInstant}`),
    db.execute<WeekCount>(sql`
      select ${weekOf(sql.raw("created_at"))} as week, count(*)::int as n from users
      where created_at >= ${fromInstant} and created_at < ${untilInstant}
      group by 1`),
    // Each critic once per period: their first and last week with a review in the range.
    db.execute<PeriodCritics>(sql`
      select (count(*) filter (where first < ${weeks}))::int as previous,
        (count(*) filter (where last >= ${weeks}))::int as current
      from (
        select reviewer, min(week) as first, max(week) as last from (
          select ${closedWeek} as week, w.reviewer from ${closedCells}
          union all
          select week, reviewer from ${extra} e
        ) c group by reviewer
      ) r`),
  ]);
  // A week can have two rows (its roll-ups and what they do not hold): they add up.
  const byWeek = (rows: WeekCount[]) => {
    const weeks = new Map<number, { n: number; critics: number }>();
    for (const row of rows) {
      const week = weeks.get(row.week) ?? { n: 0, critics: 0 };
      weeks.set(row.week, { n: week.n + row.n, critics: week.critics + (row.critics ?? 0) });
    }
    return weeks;
  };
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
