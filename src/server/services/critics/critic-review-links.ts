import {
  type AdminCriticReview,
  type AdminCriticReviewQuery,
  CRITIC_REVIEW_NOT_FOUND_MESSAGE,
  type LinkCriticReviewResult,
  type Paged,
  type UnlinkedCriticReview,
} from "@shared/schemas/critics";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { textArray } from "../../db/arrays";
import type { Queryable } from "../../db/client";
import { criticReviews, podcasts } from "../../db/schema";
import { fieldError, notFound } from "../../lib/http-error";
import { adminTransaction } from "../admin/admin-transaction";
import { recordAudit } from "../admin/audit";
import { criticReviewApiId, type PageRequest } from "./podcast-critic-reviews";

/** GET /api/admin/critic-reviews/unlinked: critic reviews no podcast is linked to, newest first. */
export async function unlinkedCriticReviews(
  db: Queryable,
  { page, pageSize }: PageRequest,
): Promise<Paged<UnlinkedCriticReview>> {
  const [items, total] = await Promise.all([
    db.execute<UnlinkedCriticReview>(sql`
      select ${criticReviewApiId} as "id", r.reviewer as "criticName", r.podcast as "podcastName",
        r.date::text as "date", (count(*) over (partition by r.podcast))::int as "sameTextCount"
      from critic_reviews r where r.podcast_id is null
      order by r.date desc nulls last, r.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from critic_reviews where podcast_id is null`),
  ]);
  return { items: items.rows, total: Number(total.rows[0]?.n ?? 0), page, pageSize };
}

/** Up to this many matching reviews, the admin list sorts them instead of walking its index. */
const FEW_TO_SORT = 5_000;

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/admin/critic-reviews: every critic review, newest first, with the podcast it is linked to (so
 * an old link can be checked, changed or removed), filtered by link state, podcast and text (a critic's
 * name or the podcast text, anywhere in it).
 *
 * At scale (issue 29 item 14): a page is read in the list's order from critic_reviews_listed_idx; the
 * critics a text names and the totals come from critic_review_tallies (a row per reviewer, kept by
 * triggers), so neither the search nor the total counts every review; only the reviews a text finds by
 * their podcast text (trigram index) and a podcast's reviews are counted row by row.
 */
export async function adminCriticReviews(
  db: Queryable,
  query: AdminCriticReviewQuery,
): Promise<Paged<AdminCriticReview>> {
  const { page, pageSize, linked, podcastId, q } = query;
  const pattern = q ? containing(q) : undefined;
  // The critics the text names, first: as a literal list the planner knows how many reviews they have.
  const named = pattern
    ? (
        await db.execute<{ reviewer: string }>(sql`
          select reviewer from critic_review_tallies where total > 0 and reviewer ilike ${pattern}`)
      ).rows.map((row) => row.reviewer)
    : [];
  const linkState =
    linked === undefined ? sql`true` : linked ? sql`r.podcast_id is not null` : sql`r.podcast_id is null`;
  const conditions: SQL[] = [linkState];
  if (podcastId !== undefined) conditions.push(sql`r.podcast_id = ${podcastId}`);
  if (pattern) conditions.push(sql`(r.reviewer = any(${textArray(named)}) or r.podcast ilike ${pattern})`);
  const where = sql.join(conditions, sql` and `);
  const tallied = linked === undefined ? sql`total` : linked ? sql`total - unlinked` : sql`unlinked`;
  const counted =
    podcastId !== undefined
      ? await db.execute<{ n: number }>(sql`select count(*)::int as n from critic_reviews r where ${where}`)
      : await db.execute<{ n: number }>(sql`
          select (
            select coalesce(sum(${tallied}), 0) from critic_review_tallies
            where ${pattern ? sql`reviewer = any(${textArray(named)})` : sql`true`}
          )::int + ${
            pattern
              ? sql`(select count(*) from critic_reviews r where ${linkState} and r.podcast ilike ${pattern}
                  and r.reviewer <> all(${textArray(named)}))::int`
              : sql`0`
          } as n`);
  const total = Number(counted.rows[0]?.n ?? 0);
  // Few matches are read at once and sorted; many are walked in the list's order until the page is full
  // (the planner, guessing they are spread evenly, would walk the whole list for a few hundred).
  const matches =
    total <= FEW_TO_SORT
      ? sql`(select r.* from critic_reviews r where ${where} offset 0)`
      : sql`critic_reviews`;
  const items = await db.execute<AdminCriticReview>(sql`
    select ${criticReviewApiId} as "id", r.reviewer as "criticName", r.podcast as "podcastName",
      r.podcast_id as "podcastId", p.title as "podcastTitle", r.date::text as "date",
      (select count(*) from critic_reviews o where o.podcast_id is null and o.podcast = r.podcast)::int
        as "sameTextCount"
    from (
      select r.* from ${matches} r where ${where}
      order by r.date desc nulls last, r.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ) r left join podcasts p on p.id = r.podcast_id
    order by r.date desc nulls last, r.id desc`);
  return { items: items.rows, total, page, pageSize };
}

/** The critic review an API id names (the same ids as the critic's review list). */
async function findReview(db: Queryable, id: string) {
  const where = /^\d+$/.test(id)
    ? and(eq(criticReviews.id, Number(id)), isNull(criticReviews.recordId))
    : eq(criticReviews.recordId, id);
  const [row] = await db.select().from(criticReviews).where(where).for("update");
  if (!row) throw notFound(CRITIC_REVIEW_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Links a critic review (and, with `sameText`, every unlinked review with exactly the same podcast
 * text) to a podcast. An administrator's link stays until they change it or the text changes.
 */
export async function linkCriticReview(
  ctx: AppContext,
  actorId: number,
  id: string,
  podcastId: number,
  sameText = false,
): Promise<LinkCriticReviewResult> {
  return adminTransaction(ctx, actorId, async (tx, actor) => {
    const review = await findReview(tx, id);
    const [podcast] = await tx
      .select({ id: podcasts.id, title: podcasts.title })
      .from(podcasts)
      .where(eq(podcasts.id, podcastId));
    if (!podcast) throw fieldError(400, "podcastId", PODCAST_NOT_FOUND);
    const others = sameText
      ? and(isNull(criticReviews.podcastId), eq(criticReviews.podcast, review.podcast))
      : sql`false`;
    const changed = await tx
      .update(criticReviews)
      .set({ podcastId, linkSource: "admin", updatedAt: new Date() })
      .where(sql`${criticReviews.id} = ${review.id} or ${others}`)
      .returning({ id: criticReviews.id, recordId: criticReviews.recordId });
    const ids = changed
      .sort((a, b) => Number(b.id === review.id) - Number(a.id === review.id) || a.id - b.id)
      .map((row) => row.recordId ?? String(row.id));
    await recordAudit(tx, actor, {
      action: "critic_review.link",
      targetType: "critic_review",
      targetId: id,
      targetLabel: `${review.reviewer}: ${review.podcast}`,
      before: { podcastId: review.podcastId },
      after: { podcastId, podcastTitle: podcast.title, linked: changed.length },
    });
    return { linked: changed.length, ids };
  });
}

/** Unlinks a critic review; it stays unlinked (no title matching) until its podcast text changes. */
export async function unlinkCriticReview(ctx: AppContext, actorId: number, id: string): Promise<void> {
  await adminTransaction(ctx, actorId, async (tx, actor) => {
    const review = await findReview(tx, id);
    await tx
      .update(criticReviews)
      .set({ podcastId: null, linkSource: "admin", updatedAt: new Date() })
      .where(eq(criticReviews.id, review.id));
    await recordAudit(tx, actor, {
      action: "critic_review.unlink",
      targetType: "critic_review",
      targetId: id,
      targetLabel: `${review.reviewer}: ${review.podcast}`,
      before: { podcastId: review.podcastId },
      after: { podcastId: null },
    });
  });
}
