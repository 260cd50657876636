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
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { catalogueCounts, podcasts, reviews, type UserRow } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { toReview } from "../reviews/presenter";
import { coverUrl, toPodcast, toPodcastDetail } from "./presenter";

/** With a search text, counting stops here: the list then says "at least this many". */
export const COUNT_CAP = 10_000;

/** Escapes LIKE's wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

const titleKeyExpr = sql`lower(${podcasts.title}) collate "C"`;
/** Bigger than any character: `prefix || MAX_CHAR` bounds a prefix range in byte order. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);
/** podcast_title_words keeps this many characters of each word-start tail (migration 0006). */
const TITLE_WORD_KEY_LENGTH = 100;

const ORDER: Record<PodcastListQuery["sort"], SQL[]> = {
  title: [titleKeyExpr, sql`${podcasts.id}`],
  rating: [sql`${podcasts.averageRating} desc nulls last`, sql`${podcasts.id}`],
  reviews: [sql`${podcasts.reviewCount} desc`, sql`${podcasts.id}`],
  "critic-score": [sql`${podcasts.criticAverage} desc nulls last`, sql`${podcasts.id}`],
  "critic-reviews": [sql`${podcasts.criticReviewCount} desc`, sql`${podcasts.id}`],
};

function listFilter(query: PodcastListQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.genre) parts.push(eq(podcasts.category, query.genre));
  if (query.q) parts.push(sql`lower(${podcasts.title}) like lower(${`%${escapeLike(query.q)}%`})`);
  return parts.length ? and(...parts) : undefined;
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
export async function listPodcasts(db: Queryable, query: PodcastListQuery): Promise<PodcastPage> {
  const where = listFilter(query);
  const order = ORDER[query.sort];
  const pageIds = db
    .select({ pageId: podcasts.id })
    .from(podcasts)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("page_ids");
  const {
    ratingCounts: _counts,
    ratingSum: _sum,
    titleKey: _key,
    criticRatingSum: _criticSum,
    criticRatingCount: _criticRated,
    ...columns
  } = getTableColumns(podcasts);
  const [rows, counts] = await Promise.all([
    db
      .select(columns)
      .from(podcasts)
      .innerJoin(pageIds, eq(pageIds.pageId, podcasts.id))
      .orderBy(...order),
    countMatches(db, query, where),
  ]);
  return {
    items: rows.map(toPodcast),
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
export async function catalogueCovers(db: Queryable, query: PodcastListQuery, count: number) {
  const rows = await db
    .select({ id: podcasts.id, coverImage: podcasts.coverImage })
    .from(podcasts)
    .where(listFilter(query))
    .orderBy(...ORDER[query.sort])
    .limit(Math.min(count, query.pageSize))
    .offset((query.page - 1) * query.pageSize);
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
      and(eq(reviews.podcastId, podcasts.id), eq(reviews.userId, sql.placeholder("viewerId"))),
    )
    .where(eq(podcasts.id, sql.placeholder("id")))
    .limit(1)
    .prepare("podcast_detail");
}

/** Planning this join costs more than running it, so it is prepared once per database. */
const detailQueries = new WeakMap<Database, ReturnType<typeof preparePodcastDetail>>();

/** A podcast with its rating distribution and, when there is one, the viewer's own review. */
export async function getPodcast(
  db: Database,
  id: number,
  viewer: UserRow | null,
): Promise<PodcastDetail & { myReview: Review | null }> {
  let query = detailQueries.get(db);
  if (!query) {
    query = preparePodcastDetail(db);
    detailQueries.set(db, query);
  }
  const [row] = await query.execute({ id, viewerId: viewer?.id ?? 0 });
  if (!row) throw notFound(PODCAST_NOT_FOUND);
  return {
    ...toPodcastDetail(row.podcast),
    myReview: row.review && viewer ? toReview(row.review, viewer) : null,
  };
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
