import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviewSubmissions, criticReviews } from "../../db/schema";
import { uniqueCriticName } from "../../test/critic-data";
import { createTestApp, type TestApp } from "../../test/test-app";
import { recomputeAllAggregates } from "../podcasts/aggregates";
import { forgetTrendZones } from "./trend-weeks";
import { weeklyTrends } from "./trends";

// The trends' critic figures come from critic_review_weeks (migration 0023) for the weeks before the
// current one: kept by statement-level triggers on critic_reviews in every zone already built. Everything
// here is submitted in 2032, far from the other tests' weeks.
let t: TestApp;
const zones = ["UTC", "America/New_York", "Pacific/Auckland", "Asia/Kathmandu", "Pacific/Chatham"];
const now = new Date("2032-06-16T12:00:00Z"); // a Wednesday; the 4 weeks start Monday 2032-05-24
const critics = [uniqueCriticName("Weekly A"), uniqueCriticName("Weekly B"), uniqueCriticName("Weekly C")];

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const row = (reviewer: string, submittedAt: string) => ({
  reviewer,
  publication: "The Weekly",
  podcast: "A podcast nobody has",
  snippet: "Counted in its week.",
  rating: 4,
  date: submittedAt.slice(0, 10),
  submittedAt: new Date(submittedAt),
});

/** The trends' critic figures of the last 8 weeks, as [reviews, critics] per week. */
async function weeklyCriticFigures(timeZone: string) {
  const trends = await weeklyTrends(t.ctx.db, timeZone, 8, now);
  return trends.weeks.map((w) => [w.criticReviews, w.activeCritics]);
}

/** Those figures next to the same figures counted straight from the rows. */
async function countedBothWays(timeZone: string) {
  const fromRollup = await weeklyCriticFigures(timeZone);
  const from = "2032-04-26"; // the Monday 7 weeks before now's
  const direct = await t.ctx.db.execute<{ week: number; n: number; critics: number }>(sql`
    select (((submitted_at at time zone ${timeZone})::date - ${from}::date) / 7)::int as week,
      count(*)::int as n, count(distinct reviewer)::int as critics
    from critic_reviews
    where submitted_at >= (${from}::timestamp at time zone ${timeZone})
      and submitted_at < ('2032-06-17'::timestamp at time zone ${timeZone})
    group by 1`);
  const byWeek = new Map(direct.rows.map((r) => [Number(r.week), r]));
  return {
    fromRollup,
    direct: fromRollup.map((_, i) => [Number(byWeek.get(i)?.n ?? 0), Number(byWeek.get(i)?.critics ?? 0)]),
  };
}

describe("critic_review_weeks", () => {
  it("counts critic reviews written, moved and deleted after the zone was built, in every zone", async () => {
    for (const zone of zones) await weeklyTrends(t.ctx.db, zone, 4, now); // builds each zone
    const instants = Array.from({ length: 90 }, (_, i) =>
      // Over the 8 weeks before now, on odd minutes, including the last minutes before local midnights.
      new Date(
        Date.parse("2032-04-19T18:00:00Z") + i * 14.5 * 3_600_000 + (i % 7) * 13 * 60_000 + 59_000,
      ).toISOString(),
    );
    await t.ctx.db.insert(criticReviews).values(instants.map((at, i) => row(critics[i % 3]!, at)));
    for (const zone of zones) {
      const { fromRollup, direct } = await countedBothWays(zone);
      expect(fromRollup, zone).toEqual(direct);
    }

    // One statement moves a third of them by 45 minutes and hands them to another critic; another
    // deletes some; an update of other columns changes nothing.
    await t.ctx.db.execute(sql`
      update critic_reviews set submitted_at = submitted_at + interval '45 minutes', reviewer = ${critics[2]}
      where reviewer = ${critics[0]} and id % 3 = 0`);
    await t.ctx.db
      .delete(criticReviews)
      .where(and(eq(criticReviews.reviewer, critics[1]!), sql`${criticReviews.id} % 2 = 0`));
    await t.ctx.db.update(criticReviews).set({ rating: 2 }).where(inArray(criticReviews.reviewer, critics));
    for (const zone of zones) {
      const { fromRollup, direct } = await countedBothWays(zone);
      expect(fromRollup, zone).toEqual(direct);
    }
  });

  it("builds a zone again after a bulk load forgets them, to the same figures", async () => {
    const kept = await weeklyCriticFigures("Asia/Kathmandu");
    await forgetTrendZones(t.ctx.db);
    expect((await t.ctx.db.execute(sql`select 1 from critic_review_weeks`)).rows).toHaveLength(0);
    expect(await weeklyCriticFigures("Asia/Kathmandu")).toEqual(kept);
    await recomputeAllAggregates(t.ctx.db);
    expect(await weeklyCriticFigures("Asia/Kathmandu")).toEqual(kept);
  });

  it("counts a review of the current week at once, and a week with only deleted reviews as zero", async () => {
    const before = await weeklyCriticFigures("UTC");
    const [fresh] = await t.ctx.db
      .insert(criticReviews)
      .values(row(critics[0]!, "2032-06-15T09:00:00Z"))
      .returning({ id: criticReviews.id });
    const during = await weeklyCriticFigures("UTC");
    expect(during.at(-1)![0]).toBe(before.at(-1)![0]! + 1);
    await t.ctx.db.delete(criticReviews).where(eq(criticReviews.id, fresh!.id));
    expect(await weeklyCriticFigures("UTC")).toEqual(before);
  });

  it("adds submissions waiting for delivery to their week, each critic once", async () => {
    const before = await weeklyCriticFigures("UTC");
    // critics[2] has reviews in the week of 31 May (index 5 of 8); critics[0] none in the week of 26 April.
    const waiting = (reviewer: string, createdAt: string, n: number) => ({
      submissionId: `trend-weeks-${n}-${Date.now()}`,
      reviewer,
      podcast: "Waiting Show",
      snippet: "Waiting for delivery.",
      rating: 3,
      date: "2032-05-01",
      url: "https://example.com/waiting",
      fingerprint: `trend-weeks-${n}-${Date.now()}`,
      createdAt: new Date(createdAt),
    });
    const week = (i: number) => before[i]!;
    expect(week(5)[1]).toBeGreaterThan(0);
    await t.ctx.db
      .insert(criticReviewSubmissions)
      .values([
        waiting(critics[2]!, "2032-06-01T10:00:00Z", 1),
        waiting(critics[2]!, "2032-06-02T10:00:00Z", 2),
        waiting(uniqueCriticName("Weekly D"), "2032-06-02T11:00:00Z", 3),
        waiting(critics[0]!, "2032-06-15T10:00:00Z", 4),
      ]);
    const after = await weeklyCriticFigures("UTC");
    const hadWeek5 = (
      await t.ctx.db.execute<{ n: number }>(sql`
        select count(*)::int as n from critic_reviews where reviewer = ${critics[2]}
          and submitted_at >= '2032-05-31T00:00:00Z' and submitted_at < '2032-06-07T00:00:00Z'`)
    ).rows[0]!.n;
    expect(after[5]).toEqual([week(5)[0]! + 3, week(5)[1]! + (Number(hadWeek5) > 0 ? 1 : 2)]);
    const ofNow = await t.ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from critic_reviews where reviewer = ${critics[0]}
        and submitted_at >= '2032-06-14T00:00:00Z' and submitted_at < '2032-06-17T00:00:00Z'`);
    expect(after[7]).toEqual([week(7)[0]! + 1, week(7)[1]! + (Number(ofNow.rows[0]!.n) > 0 ? 0 : 1)]);
    await t.ctx.db.delete(criticReviewSubmissions);
    expect(await weeklyCriticFigures("UTC")).toEqual(before);
  });
});
