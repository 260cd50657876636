import type { Trends } from "@shared/constants/insight";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { localDate } from "../../http/csv-reply";
import { addDays, lastWeeks } from "./calendar";
import { countedCriticReviews } from "./critic-review-source";

type WeekCount = { week: number; n: number; critics?: number };

/**
 * Per week, oldest first, the last being the current week (weeks start on Monday in the time zone):
 * critic reviews by review date and the critics who wrote them, user reviews written and accounts
 * registered by their time in the zone. Weeks with nothing are zeros.
 */
export async function weeklyTrends(
  db: Queryable,
  timeZone: string,
  weeks: number,
  now = new Date(),
): Promise<Trends> {
  const today = localDate(timeZone, now);
  const starts = lastWeeks(today, weeks);
  const from = starts[0]!;
  const until = addDays(today, 1);
  // Midnight of the first and after the last day in the zone, as instants: the created_at indexes apply.
  const fromInstant = sql`(${from}::timestamp at time zone ${timeZone})`;
  const untilInstant = sql`(${until}::timestamp at time zone ${timeZone})`;
  const weekOf = (column: unknown) =>
    sql`(((${column} at time zone ${timeZone})::date - ${from}::date) / 7)::int`;

  const [critic, reviews, users] = await Promise.all([
    db.execute<WeekCount>(sql`
      select ((date - ${from}::date) / 7)::int as week, count(*)::int as n, count(distinct reviewer)::int as critics
      from ${countedCriticReviews} c
      where date >= ${from}::date and date < ${until}::date
      group by 1`),
    db.execute<WeekCount>(sql`
      select ${weekOf(sql.raw("created_at"))} as week, count(*)::int as n from reviews
      where created_at >= ${fromInstant} and created_at < ${untilInstant}
      group by 1`),
    db.execute<WeekCount>(sql`
      select ${weekOf(sql.raw("created_at"))} as week, count(*)::int as n from users
      where created_at >= ${fromInstant} and created_at < ${untilInstant}
      group by 1`),
  ]);
  const byWeek = (rows: WeekCount[]) => new Map(rows.map((row) => [row.week, row]));
  const [c, r, u] = [byWeek(critic.rows), byWeek(reviews.rows), byWeek(users.rows)];
  return {
    weeks: starts.map((weekStart, i) => ({
      weekStart,
      criticReviews: c.get(i)?.n ?? 0,
      userReviews: r.get(i)?.n ?? 0,
      registrations: u.get(i)?.n ?? 0,
      activeCritics: c.get(i)?.critics ?? 0,
    })),
  };
}
