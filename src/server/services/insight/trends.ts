import type { Trends, TrendTotals, TrendWeek } from "@shared/schemas/admin";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../lib/dates";
import { addDays, lastWeeks } from "./calendar";
import { countedCriticReviews } from "./critic-review-source";

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
 * the review) and the critics who wrote them, user reviews written and accounts
 * registered by their time in the zone (user reviews from the 15-minute buckets of review_buckets, which
 * never straddle a local midnight). Weeks with nothing are zeros. The periods add up those weeks and the
 * as many before them (read in the same queries), counting each critic once per period.
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
  const middle = starts[weeks]!;
  const until = addDays(today, 1);
  // Midnight of the first and after the last day in the zone, as instants: the created_at indexes apply.
  const fromInstant = sql`(${from}::timestamp at time zone ${timeZone})`;
  const untilInstant = sql`(${until}::timestamp at time zone ${timeZone})`;
  const middleInstant = sql`(${middle}::timestamp at time zone ${timeZone})`;
  const weekOf = (column: unknown) =>
    sql`(((${column} at time zone ${timeZone})::date - ${from}::date) / 7)::int`;

  const [critic, reviews, users, critics] = await Promise.all([
    db.execute<WeekCount>(sql`
      select ${weekOf(sql.raw("submitted_at"))} as week, count(*)::int as n,
        count(distinct reviewer)::int as critics
      from ${countedCriticReviews} c
      where submitted_at >= ${fromInstant} and submitted_at < ${untilInstant}
      group by 1`),
    db.execute<WeekCount>(sql`
      select ${weekOf(sql.raw("bucket"))} as week, sum(count)::int as n from review_buckets
      where bucket >= ${fromInstant} and bucket < ${untilInstant}
      group by 1`),
    db.execute<WeekCount>(sql`
      select ${weekOf(sql.raw("created_at"))} as week, count(*)::int as n from users
      where created_at >= ${fromInstant} and created_at < ${untilInstant}
      group by 1`),
    db.execute<PeriodCritics>(sql`
      select count(distinct reviewer) filter (where submitted_at < ${middleInstant})::int as previous,
        count(distinct reviewer) filter (where submitted_at >= ${middleInstant})::int as current
      from ${countedCriticReviews} c
      where submitted_at >= ${fromInstant} and submitted_at < ${untilInstant}`),
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
