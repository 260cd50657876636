import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviews } from "../../db/schema";
import { addPodcast } from "../../test/catalogue-fixtures";
import { uniqueCriticName } from "../../test/critic-data";
import { createTestApp, type TestApp } from "../../test/test-app";
import { adminCriticReviews } from "./critic-review-links";
import { rebuildCriticReviewTallies } from "./critic-review-tallies";

// critic_review_tallies (migrations 0023–0025) keeps each reviewer's reviews, all and unlinked, their
// ratings' sum and count, their newest review date and latest submission, for the admin list's totals, its
// search by critic name and the Critics page's activity: it must agree with the rows after any write.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const critics = [uniqueCriticName("Tally A"), uniqueCriticName("Tally B"), uniqueCriticName("Tally C")];

async function talliesAndRows() {
  type Tally = {
    reviewer: string;
    total: number;
    unlinked: number;
    ratingSum: number;
    rated: number;
    lastDate: string | null;
    lastSubmitted: string | null;
  };
  const [tallies, rows] = await Promise.all([
    t.ctx.db.execute<Tally>(sql`
      select reviewer, total, unlinked, rating_sum::float8 as "ratingSum", rated, last_date::text as "lastDate",
        (extract(epoch from last_submitted_at) * 1000)::bigint::text as "lastSubmitted"
      from critic_review_tallies
      where total <> 0 or unlinked <> 0 or rating_sum <> 0 or rated <> 0
      order by reviewer`),
    t.ctx.db.execute<Tally>(sql`
      select reviewer, count(*)::int as total, (count(*) filter (where podcast_id is null))::int as unlinked,
        coalesce(sum(rating), 0)::float8 as "ratingSum", count(rating)::int as rated,
        max(date)::text as "lastDate",
        (extract(epoch from max(submitted_at)) * 1000)::bigint::text as "lastSubmitted"
      from critic_reviews group by reviewer order by reviewer`),
  ]);
  return { tallies: tallies.rows, rows: rows.rows };
}

/** The admin list's totals, each next to the same count made row by row. */
async function listTotals(q?: string) {
  const paging = { page: 1, pageSize: 5 };
  const totals = async (linked?: boolean) =>
    (await adminCriticReviews(t.ctx.db, { ...paging, linked, q })).total;
  const direct = async (linked?: boolean) => {
    const where = q ? sql`(reviewer ilike ${`%${q}%`} or podcast ilike ${`%${q}%`})` : sql`true`;
    const state =
      linked === undefined ? sql`true` : linked ? sql`podcast_id is not null` : sql`podcast_id is null`;
    const result = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from critic_reviews where ${where} and ${state}`,
    );
    return Number(result.rows[0]!.n);
  };
  return {
    listed: [await totals(), await totals(true), await totals(false)],
    counted: [await direct(), await direct(true), await direct(false)],
  };
}

describe("critic_review_tallies", () => {
  it("agrees with the reviews after inserts, moves between critics, links, unlinks, new dates and deletes", async () => {
    const podcast = await addPodcast(t.ctx, { title: `Tallied Show ${Date.now()}` });
    const inserted = await t.ctx.db
      .insert(criticReviews)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          reviewer: critics[i % 3]!,
          publication: "The Tally",
          podcast: i % 2 ? podcast.title : `Tally Nowhere ${i}`,
          snippet: "Counted once.",
          rating: i % 5 === 0 ? null : 0.5 + (i % 10) / 2,
          date: i % 4 === 3 ? null : `2030-05-${String(10 + i).padStart(2, "0")}`,
          submittedAt: new Date(Date.UTC(2030, 4, 1 + i, 12)),
        })),
      )
      .returning({ id: criticReviews.id });
    const ids = inserted.map((r) => r.id);
    let state = await talliesAndRows();
    expect(state.tallies).toEqual(state.rows);
    for (const q of [undefined, "tally a", critics[1]!.toUpperCase(), "Tallied Show", "nothing like it"]) {
      const { listed, counted } = await listTotals(q);
      expect(listed, String(q)).toEqual(counted);
    }

    // One statement moves some reviews to another critic; others are linked, unlinked and deleted.
    await t.ctx.db
      .update(criticReviews)
      .set({ reviewer: critics[2]! })
      .where(inArray(criticReviews.id, ids.slice(0, 4)));
    await t.ctx.db
      .update(criticReviews)
      .set({ podcastId: null, linkSource: null, podcast: "Tally Elsewhere" })
      .where(inArray(criticReviews.id, ids.slice(4, 8)));
    await t.ctx.db
      .update(criticReviews)
      .set({ podcastId: podcast.id, linkSource: "admin" })
      .where(eq(criticReviews.id, ids[8]!));
    await t.ctx.db
      .update(criticReviews)
      .set({ rating: 5 })
      .where(inArray(criticReviews.id, ids.slice(1)));
    await t.ctx.db
      .update(criticReviews)
      .set({ rating: null })
      .where(inArray(criticReviews.id, ids.slice(6, 8)));
    await t.ctx.db
      .update(criticReviews)
      .set({ rating: 1.5, reviewer: critics[0]! })
      .where(inArray(criticReviews.id, ids.slice(2, 3)));
    // Newest dates and latest submissions: one raised, one lowered, the newest ones deleted.
    await t.ctx.db
      .update(criticReviews)
      .set({ date: "2031-01-01", submittedAt: new Date(Date.UTC(2031, 0, 2)) })
      .where(eq(criticReviews.id, ids[4]!));
    await t.ctx.db
      .update(criticReviews)
      .set({ date: "2029-01-01", submittedAt: new Date(Date.UTC(2029, 0, 2)) })
      .where(inArray(criticReviews.id, [ids[10]!, ids[5]!]));
    state = await talliesAndRows();
    expect(state.tallies).toEqual(state.rows);
    await t.ctx.db.delete(criticReviews).where(inArray(criticReviews.id, [ids[4]!, ...ids.slice(9)]));
    state = await talliesAndRows();
    expect(state.tallies).toEqual(state.rows);
    for (const q of [undefined, "tally c", "Tally Elsewhere"]) {
      const { listed, counted } = await listTotals(q);
      expect(listed, String(q)).toEqual(counted);
    }
  });

  it("are counted again from the reviews after a load that skipped the triggers", async () => {
    await t.ctx.db.execute(
      sql`update critic_review_tallies set total = total + 7, rating_sum = 0, rated = 99, last_date = null,
        last_submitted_at = now()`,
    );
    expect((await talliesAndRows()).tallies).not.toEqual((await talliesAndRows()).rows);
    await rebuildCriticReviewTallies(t.ctx.db);
    const state = await talliesAndRows();
    expect(state.tallies).toEqual(state.rows);
  });
});
