import {
  PODCAST_NOT_FOUND,
  PODCAST_PAGE_MAX,
  type PodcastDetail,
  type PodcastListQuery,
  type PodcastPage,
  type PodcastSearchResult,
  SEARCH_RESULT_LIMIT,
} from "@shared/schemas/podcast";
import type { Review } from "@shared/schemas/review";
import { and, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, Queryable } from "../../db/client";
import { catalogueCounts, podcasts, reviews, type UserRow } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { toReview } from "../reviews/presenter";
import type { PublicCache } from "../public-cache";
import { coverUrl, type PodcastsContext, toPodcast, toPodcastDetail } from "./presenter";

/** With a search text, counting stops here: the list then says "at least this many". */
export const COUNT_CAP = 10_000;

/** Escapes LIKE's wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

const titleKeyExpr = sql`lower(${podcasts.title}) collate "C"`;
/** Bigger than any character: `prefix || MAX_CHAR` bounds a prefix range in byte order. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);
/** podcast_title_words keeps this many characters of each word-start tail (migration 0006). */
const TITLE_WORD_KEY_LENGTH = 100;

type Ordering = (minCritics: number) => SQL[];

const byCriticScore: Ordering = (minCritics) => {
  const scored = sql`(${podcasts.criticRatingCount} >= ${minCritics})`;
  return [
    sql`${scored} desc`,
    sql`case when ${scored} then ${podcasts.criticAverage} end desc nulls last`,
    sql`${podcasts.criticRatingCount} desc`,
    titleKeyExpr,
    sql`${podcasts.id}`,
  ];
};

/** Each sort as an ORDER BY; the critics' score's depends on CRITIC_SCORE_MIN_CRITICS. */
const ORDER: Record<PodcastListQuery["sort"], Ordering> = {
  title: () => [titleKeyExpr, sql`${podcasts.id}`],
  rating: () => [sql`${podcasts.averageRating} desc nulls last`, sql`${podcasts.id}`],
  reviews: () => [sql`${podcasts.reviewCount} desc`, sql`${podcasts.id}`],
  "critic-score": byCriticScore,
  // The most critics first, one voice each as the score counts them (podcasts_critic_count_idx).
  "critic-reviews": () => [sql`${podcasts.criticRatingCount} desc`, titleKeyExpr, sql`${podcasts.id}`],
};

function listFilter(query: PodcastListQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.genre) parts.push(eq(podcasts.category, query.genre));
  if (query.q) parts.push(sql`lower(${podcasts.title}) like lower(${`%${escapeLike(query.q)}%`})`);
  return parts.length ? and(...parts) : undefined;
}

/** What reading a catalogue page needs besides the database: the critics' score's minimum. */
export type CatalogueContext = { db: Queryable; config: Pick<Config, "criticScoreMinCritics"> };

/**
 * The ids of one page of the critics' score order, from two index scans that each stop after the page:
 * the scored podcasts (at least the minimum of critics; podcasts_critic_score_idx) by score, critics and
 * title, then the others by critics and title (podcasts_critic_count_idx), each read only as far as the
 * page reaches. The minimum is configuration, so no index can hold "scored first"; this union can, and
 * its order is exactly byCriticScore's.
 */
function criticScorePageIds(where: SQL | undefined, minCritics: number, limit: number, offset: number): SQL {
  const filter = where ? sql` and ${where}` : sql``;
  const reach = limit + offset;
  return sql`(select id from (
    (select ${podcasts.id} as id, 0 as part, ${podcasts.criticAverage} as score,
        ${podcasts.criticRatingCount} as critics, ${titleKeyExpr} as title_key
      from ${podcasts}
      where ${podcasts.criticAverage} is not null and ${podcasts.criticRatingCount} >= ${minCritics}${filter}
      order by ${podcasts.criticAverage} desc, ${podcasts.criticRatingCount} desc, ${titleKeyExpr}, ${podcasts.id}
      limit ${reach})
    union all
    (select ${podcasts.id}, 1, null, ${podcasts.criticRatingCount}, ${titleKeyExpr}
      from ${podcasts}
      where ${podcasts.criticRatingCount} < ${minCritics}${filter}
      order by ${podcasts.criticRatingCount} desc, ${titleKeyExpr}, ${podcasts.id}
      limit ${reach})
  ) ranked
  order by part, score desc, critics desc, title_key, id
  limit ${limit} offset ${offset})`;
}

/** The ids of one page of the list, in its order, as a subquery (an index-only scan where it can be). */
function pageIds(ctx: CatalogueContext, query: PodcastListQuery, limit: number) {
  const where = listFilter(query);
  const offset = (query.page - 1) * query.pageSize;
  if (query.sort === "critic-score") {
    const ids = criticScorePageIds(where, ctx.config.criticScoreMinCritics, limit, offset);
    return ctx.db
      .select({ pageId: sql<number>`critic_page.id`.as("page_id") })
      .from(sql`${ids} as critic_page`)
      .as("page_ids");
  }
  return ctx.db
    .select({ pageId: sql<number>`${podcasts.id}`.as("page_id") })
    .from(podcasts)
    .where(where)
    .orderBy(...ORDER[query.sort](ctx.config.criticScoreMinCritics))
    .limit(limit)
    .offset(offset)
    .as("page_ids");
}

async function countMatches(
  db: Queryable,
  query: PodcastListQuery,
  where: SQL | undefined,
): Promise<{ total: number; totalReviews: number; capped: boolean }> {
  if (!query.q) {
    const rows = await db
      .select({
        podcasts: sql<number>`coalesce(sum(${catalogueCounts.podcastCount}), 0)::int`,
        reviews: sql<number>`coalesce(sum(${catalogueCounts.reviewCount}), 0)::int`,
      })
      .from(catalogueCounts)
      .where(query.genre ? eq(catalogueCounts.category, query.genre) : undefined);
    return { total: rows[0]?.podcasts ?? 0, totalReviews: rows[0]?.reviews ?? 0, capped: false };
  }
  const result = await db.execute<{ total: number; reviews: number }>(sql`
    select count(*)::int as total, coalesce(sum(review_count), 0)::int as reviews
    from (select ${podcasts.reviewCount} from ${podcasts} where ${where} limit ${COUNT_CAP + 1}) m`);
  const total = Number(result.rows[0]?.total ?? 0);
  return {
    total: Math.min(total, COUNT_CAP),
    totalReviews: Number(result.rows[0]?.reviews ?? 0),
    capped: total > COUNT_CAP,
  };
}

/** One page of the catalogue. The page's ids come from an index-only scan, then their rows are read. */
export async function listPodcasts(ctx: CatalogueContext, query: PodcastListQuery): Promise<PodcastPage> {
  const minCritics = ctx.config.criticScoreMinCritics;
  const page = pageIds(ctx, query, query.pageSize);
  const {
    ratingCounts: _counts,
    ratingSum: _sum,
    titleKey: _key,
    criticRatingSum: _criticSum,
    ...columns
  } = getTableColumns(podcasts);
  const [rows, counts] = await Promise.all([
    ctx.db
      .select(columns)
      .from(podcasts)
      .innerJoin(page, eq(page.pageId, podcasts.id))
      .orderBy(...ORDER[query.sort](minCritics)),
    countMatches(ctx.db, query, listFilter(query)),
  ]);
  return {
    items: rows.map((row) => toPodcast(row, minCritics)),
    page: query.page,
    pageSize: query.pageSize,
    total: counts.total,
    totalCapped: counts.capped,
    totalPages: Math.min(PODCAST_PAGE_MAX, Math.ceil(counts.total / query.pageSize)),
    totalReviews: counts.totalReviews,
  };
}

/**
 * The covers of a catalogue page's first `count` podcasts, in its order: what the page shows largest on
 * its first paint, which the server preloads with the page's HTML (http/first-paint.ts).
 */
export async function catalogueCovers(ctx: CatalogueContext, query: PodcastListQuery, count: number) {
  const page = pageIds(ctx, query, Math.min(count, query.pageSize));
  const rows = await ctx.db
    .select({ id: podcasts.id, coverImage: podcasts.coverImage })
    .from(podcasts)
    .innerJoin(page, eq(page.pageId, podcasts.id))
    .orderBy(...ORDER[query.sort](ctx.config.criticScoreMinCritics));
  return rows.map(coverUrl);
}

/** A podcast's cover as its page shows it, or null when there is no such podcast. */
export async function podcastCover(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db
    .select({ id: podcasts.id, coverImage: podcasts.coverImage })
    .from(podcasts)
    .where(eq(podcasts.id, id))
    .limit(1);
  return row ? coverUrl(row) : null;
}

function preparePodcastDetail(db: Database) {
  return db
    .select({ podcast: podcasts, review: reviews })
    .from(podcasts)
    .leftJoin(
      reviews,
      and(
        eq(reviews.podcastId, podcasts.id),
        eq(reviews.userId, sql.placeholder("viewerId")),
        // The viewer's review of the podcast as a whole (episode reviews are on the episodes' pages).
        isNull(reviews.episodeId),
        // One its author withdrew (issue 48 item 7) is not theirs to see.
        isNull(reviews.withdrawnAt),
      ),
    )
    .where(eq(podcasts.id, sql.placeholder("id")))
    .limit(1)
    .prepare("podcast_detail");
}

/** Planning this join costs more than running it, so it is prepared once per database. */
const detailQueries = new WeakMap<Database, ReturnType<typeof preparePodcastDetail>>();

/** A podcast with its rating distribution and, when there is one, the viewer's own review. */
export async function getPodcast(
  ctx: PodcastsContext,
  id: number,
  viewer: UserRow | null,
): Promise<PodcastDetail & { myReview: Review | null }> {
  let query = detailQueries.get(ctx.db);
  if (!query) {
    query = preparePodcastDetail(ctx.db);
    detailQueries.set(ctx.db, query);
  }
  const [row] = await query.execute({ id, viewerId: viewer?.id ?? 0 });
  if (!row) throw notFound(PODCAST_NOT_FOUND);
  return {
    ...toPodcastDetail(row.podcast, ctx.config.criticScoreMinCritics),
    myReview: row.review && viewer ? toReview(row.review, viewer) : null,
  };
}

/**
 * GET /api/search/podcasts: the same for everyone and made of titles only, so each text's answer is kept
 * (`searchCache`) until a podcast is added, removed or renamed on any instance (decision 0075).
 */
export function searchCatalogue(
  ctx: { db: Queryable; searchCache: PublicCache },
  q: string,
): Promise<PodcastSearchResult[]> {
  const text = q.trim();
  if (!text) return Promise.resolve([]);
  return ctx.searchCache.get(text, () => searchPodcasts(ctx.db, text));
}

/**
 * Search as you type. First, one statement of three b-tree steps under one LIMIT: titles equal to the
 * text, titles that start with it (the lower-cased title's b-tree, in title order), and titles with a later
 * word that starts with it (`podcast_title_words`, kept by triggers: "files 95" finds "Golden Parenting
 * Files 951234"). The steps never overlap and UNION ALL stops as soon as 10 rows are found. Only when
 * nothing starts with the text (3+ characters) does a second statement look inside words (trigram index):
 * that is the one step whose cost grows with the catalogue, so a text someone is typing never pays for it.
 */
export async function searchPodcasts(db: Queryable, q: string): Promise<PodcastSearchResult[]> {
  const text = q.trim();
  if (!text) return [];
  const limit = SEARCH_RESULT_LIMIT;
  const needle = sql`lower(${text})`;
  const upper = sql`(lower(${text}) || ${MAX_CHAR})`;
  const inPrefixRange = sql`${titleKeyExpr} >= ${needle} and ${titleKeyExpr} < ${upper}`;
  const wordKey = sql`left(${needle}, ${TITLE_WORD_KEY_LENGTH})`;
  const contains = sql`lower(title) like lower(${`%${escapeLike(text)}%`})`;
  const branches = [
    sql`(select id, title from podcasts where ${titleKeyExpr} = ${needle} order by id limit ${limit})`,
    sql`(select id, title from podcasts where ${titleKeyExpr} > ${needle} and ${titleKeyExpr} < ${upper}
      order by ${titleKeyExpr}, id limit ${limit})`,
    sql`(select id, title from podcasts where id in (
        select podcast_id from podcast_title_words
        where word_key >= ${wordKey} and word_key < (${wordKey} || ${MAX_CHAR})
        order by word_key, podcast_id limit ${limit * 2})
      and not (${inPrefixRange}) and ${contains})`,
  ];
  let result = await db.execute<{ id: number; title: string }>(
    sql`select id, title from (${sql.join(branches, sql` union all `)}) matches limit ${limit}`,
  );
  if (result.rows.length === 0 && [...text].length >= 3) {
    result = await db.execute<{ id: number; title: string }>(
      sql`select id, title from podcasts where ${contains} limit ${limit}`,
    );
  }
  return result.rows.map((r) => ({ id: Number(r.id), title: r.title }));
}
