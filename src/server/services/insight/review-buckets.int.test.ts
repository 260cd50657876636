import { podcastInputSchema } from "@shared/schemas/podcast";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createPodcast } from "../podcasts/admin-podcasts";
import { recomputeAllAggregates } from "../podcasts/aggregates";
import { weeklyTrends } from "./trends";

// The weekly user-review figures come from review_buckets, kept by statement-level triggers on reviews
// (migration 0014). Everything here is written in 2031, far from the other tests' weeks.
let t: TestApp;
let userIds: number[] = [];
const podcastIds: number[] = [];
const zones = [
  "UTC",
  "America/New_York",
  "Pacific/Auckland",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Pacific/Chatham",
];

beforeAll(async () => {
  t = await createTestApp();
  userIds = (await Promise.all(Array.from({ length: 10 }, () => t.createUser()))).map((u) => u.id);
  for (let i = 0; i < 20; i++) {
    const podcast = await createPodcast(
      t.ctx,
      podcastInputSchema.parse({ title: `Bucket Show ${i} ${Date.now()}`, publisher: "P", category: "News" }),
    );
    podcastIds.push(podcast.id);
  }
}, 180_000);
afterAll(() => t.close());

let pair = 0;
/** A review row by a user on a podcast not yet reviewed by them, written at the given instant. */
function row(createdAt: string) {
  const n = pair++;
  return {
    userId: userIds[n % userIds.length]!,
    podcastId: podcastIds[Math.floor(n / userIds.length)]!,
    title: "Bucketed",
    content: "A review counted in its week.",
    rating: 3.5,
    createdAt: new Date(createdAt),
  };
}

/** Today's figures straight from the reviews, as the trends counted them before the rollup. */
async function countedDirectly(timeZone: string, weeks: number, now: Date) {
  const trends = await weeklyTrends(t.ctx.db, timeZone, weeks, now);
  const from = trends.weeks[0]!.weekStart;
  const result = await t.ctx.db.execute<{ week: number; n: number }>(sql`
    select (((created_at at time zone ${timeZone})::date - ${from}::date) / 7)::int as week, count(*)::int as n
    from reviews where created_at >= (${from}::timestamp at time zone ${timeZone}) group by 1`);
  const byWeek = new Map(result.rows.map((r) => [Number(r.week), Number(r.n)]));
  return {
    fromRollup: trends.weeks.map((w) => w.userReviews),
    direct: trends.weeks.map((_, i) => byWeek.get(i) ?? 0),
  };
}

async function userReviewsIn(timeZone: string, now: Date) {
  const trends = await weeklyTrends(t.ctx.db, timeZone, 4, now);
  return Object.fromEntries(trends.weeks.map((w) => [w.weekStart, w.userReviews]));
}

describe("review_buckets", () => {
  const now = new Date("2031-03-19T12:00:00Z"); // a Wednesday; the 4 weeks start Monday 2031-02-24

  it("counts inserted reviews and forgets deleted ones, also when deleted in a later week", async () => {
    const before = await userReviewsIn("UTC", now);
    const [a, b] = await t.ctx.db
      .insert(reviews)
      .values([row("2031-03-04T10:00:00Z"), row("2031-03-05T23:59:59Z")])
      .returning({ id: reviews.id });
    const [c] = await t.ctx.db
      .insert(reviews)
      .values(row("2031-03-11T00:00:00Z"))
      .returning({ id: reviews.id });
    const written = await userReviewsIn("UTC", now);
    expect(written["2031-03-03"]).toBe(before["2031-03-03"]! + 2);
    expect(written["2031-03-10"]).toBe(before["2031-03-10"]! + 1);

    // Review a (written in the week of 3 March) is deleted after c was written, in the next week.
    await t.ctx.db.delete(reviews).where(eq(reviews.id, a!.id));
    const afterDelete = await userReviewsIn("UTC", now);
    expect(afterDelete["2031-03-03"]).toBe(before["2031-03-03"]! + 1);
    expect(afterDelete["2031-03-10"]).toBe(before["2031-03-10"]! + 1);

    // Moving a review's created_at moves it between weeks (updates of other columns do not count twice).
    await t.ctx.db
      .update(reviews)
      .set({ rating: 5 })
      .where(inArray(reviews.id, [b!.id, c!.id]));
    await t.ctx.db
      .update(reviews)
      .set({ createdAt: new Date("2031-03-12T08:00:00Z") })
      .where(eq(reviews.id, b!.id));
    const moved = await userReviewsIn("UTC", now);
    expect(moved["2031-03-03"]).toBe(before["2031-03-03"]);
    expect(moved["2031-03-10"]).toBe(before["2031-03-10"]! + 2);

    await t.ctx.db.delete(reviews).where(inArray(reviews.id, [b!.id, c!.id]));
    expect(await userReviewsIn("UTC", now)).toEqual(before);
  });

  it("keeps up with one statement inserting, moving and deleting many rows, in every zone", async () => {
    const instants = Array.from({ length: 150 }, (_, i) =>
      // Spread over 4 weeks, on odd minutes, including the last minutes before local midnights.
      new Date(
        Date.parse("2031-02-23T18:00:00Z") + i * 3.5 * 3_600_000 + (i % 7) * 13 * 60_000 + 59_000,
      ).toISOString(),
    );
    await t.ctx.db.insert(reviews).values(instants.map(row));
    const total = await userReviewsIn("UTC", now);
    expect(Object.values(total).reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(140);
    for (const zone of zones) {
      const { fromRollup, direct } = await countedDirectly(zone, 4, now);
      expect(fromRollup, zone).toEqual(direct);
    }

    // One statement moves a third of them by 45 minutes, another deletes the last 50.
    await t.ctx.db.execute(sql`
      update reviews set created_at = created_at + interval '45 minutes'
      where title = 'Bucketed' and id % 3 = 0`);
    await t.ctx.db
      .delete(reviews)
      .where(and(eq(reviews.title, "Bucketed"), gte(reviews.createdAt, new Date(instants[100]!))));
    for (const zone of zones) {
      const { fromRollup, direct } = await countedDirectly(zone, 4, now);
      expect(fromRollup, zone).toEqual(direct);
    }
    // Bulk loads that skip the triggers (generate-catalogue) rebuild the buckets to the same figures.
    const kept = await userReviewsIn("Asia/Kathmandu", now);
    await recomputeAllAggregates(t.ctx.db);
    expect(await userReviewsIn("Asia/Kathmandu", now)).toEqual(kept);
  });
});
