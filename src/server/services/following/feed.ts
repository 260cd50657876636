import type { FeedItem, FeedPage } from "@shared/schemas/following";
import { INVALID_FEED_CURSOR } from "@shared/schemas/following";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { fieldError } from "../../lib/http-error";

/** Where a page of the feed starts: just after this item (by arrival, then kind, then id). */
interface Cursor {
  /** Microseconds since the epoch: the database's own precision, so no item is skipped or repeated. */
  micros: string;
  kind: Kind;
  id: number;
}

/** An episode's description in the feed: its opening, as a review's snippet is. */
const EPISODE_TEXT_MAX = 500;

/** The feed's sources: critic review, member review, episode (a tie of arrival is broken by the letter). */
type Kind = "c" | "m" | "e";
const KIND: Record<Kind, FeedItem["kind"]> = { c: "critic-review", m: "member-review", e: "episode" };

const encodeCursor = (c: Cursor) => Buffer.from(`${c.micros}.${c.kind}.${c.id}`).toString("base64url");

function decodeCursor(text: string): Cursor {
  const match = /^(\d{1,18})\.([cme])\.(\d{1,10})$/.exec(Buffer.from(text, "base64url").toString());
  if (!match) throw fieldError(400, "cursor", INVALID_FEED_CURSOR);
  return { micros: match[1]!, kind: match[2] as Kind, id: Number(match[3]) };
}

interface FeedRow extends Record<string, unknown> {
  k: Kind;
  id: number;
  micros: string;
  at: Date | string;
  podcastId: number | null;
  podcastTitle: string;
  by: string;
  episodeId: number | null;
  criticSlug: string | null;
  title: string | null;
  text: string;
  rating: number | null;
  containsSpoilers: boolean;
  url: string | null;
}

/** An id above every id: the bound of a kind whose items at the cursor's moment all come after it. */
const ALL_IDS = "9223372036854775807";

/**
 * Where each kind's items stop at the cursor's moment, in the feed's order (arrival desc, kind desc, id
 * desc): a kind after the cursor's in that order keeps all of them, the cursor's own kind those below its
 * id, a kind before it none.
 */
function idBounds(cursor: Cursor | undefined): Record<Kind, string> {
  const bound = (kind: Kind) => {
    if (!cursor || kind < cursor.kind) return ALL_IDS;
    return kind === cursor.kind ? String(cursor.id) : "0";
  };
  return { c: bound("c"), m: bound("m"), e: bound("e") };
}

/**
 * What is new for a member, newest first: reviews by the critics they follow (under every name the
 * critic has held), critic and member reviews of the podcasts they follow, and those podcasts' new
 * episodes (announced when a refresh first found them, store-episodes.ts). Hidden reviews and
 * suspended critics' reviews are left out, as on every public list; a spoiler warning travels with the
 * item. The page is `feed_page` (migration 0033, decision 0091): its items chosen from each source read
 * newest first from an index alone and cut at the page's size, then only they read whole, in functions
 * each connection plans once. `since`/`until` bound the items by arrival (the digest); the feed pages with `cursor`.
 */
export async function feedItems(
  db: Queryable,
  userId: number,
  options: { limit: number; cursor?: string; since?: Date; until?: Date },
): Promise<{ items: FeedItem[]; next: string | null }> {
  const take = options.limit + 1;
  const cursor = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  const since = options.since
    ? sql`${options.since.toISOString()}::timestamptz`
    : sql`'-infinity'::timestamptz`;
  // The page ends before the cursor's moment, or (the digest) at `until` inclusive.
  let before: SQL = sql`'infinity'::timestamptz`;
  if (cursor) before = sql`timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond'`;
  else if (options.until) before = sql`${options.until.toISOString()}::timestamptz`;
  const ids = idBounds(cursor);
  const result = await db.execute<FeedRow>(sql`
    select * from feed_page(${userId}::int, ${take}::int, ${since}, ${before},
      ${ids.c}::bigint, ${ids.m}::bigint, ${ids.e}::bigint, ${EPISODE_TEXT_MAX}::int)`);
  const rows = result.rows;
  const more = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toFeedItem),
    next: more && last ? encodeCursor({ micros: last.micros, kind: last.k, id: Number(last.id) }) : null,
  };
}

const toFeedItem = (row: FeedRow): FeedItem => ({
  kind: KIND[row.k],
  id: String(row.id),
  publishedAt: new Date(row.at).toISOString(),
  podcastId: row.podcastId === null ? null : Number(row.podcastId),
  podcastTitle: row.podcastTitle,
  by: row.by,
  episodeId: row.episodeId === null ? null : Number(row.episodeId),
  criticSlug: row.criticSlug,
  title: row.title,
  text: row.text,
  rating: row.rating === null ? null : Number(row.rating),
  containsSpoilers: Boolean(row.containsSpoilers),
  url: row.url,
});

/** GET /api/feed. */
export async function feedPage(
  db: Queryable,
  userId: number,
  query: { cursor?: string; limit: number },
): Promise<FeedPage> {
  const { items, next } = await feedItems(db, userId, query);
  return { items, nextCursor: next };
}
