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

/**
 * What is new for a member, newest first: reviews by the critics they follow (under every name the
 * critic has held), critic and member reviews of the podcasts they follow, and those podcasts' new
 * episodes (announced when a refresh first found them, store-episodes.ts). Hidden reviews and
 * suspended critics' reviews are left out, as on every public list; a spoiler warning travels with the
 * item. Each source is read newest first from its own index and cut at the page's size (`lateral …
 * limit`), so a page costs the same however much the member follows has ever been written.
 * `since`/`until` bound the items by arrival (the digest); the feed pages with `cursor`.
 */
export async function feedItems(
  db: Queryable,
  userId: number,
  options: { limit: number; cursor?: string; since?: Date; until?: Date },
): Promise<{ items: FeedItem[]; next: string | null }> {
  const take = options.limit + 1;
  const cursor = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  const bound = (kind: Kind, alias: string, column = "created_at"): SQL => {
    const at = sql.raw(`${alias}.${column}`);
    const id = sql.raw(`${alias}.id`);
    const parts: SQL[] = [kind === "e" ? sql`${at} is not null` : sql`${sql.raw(alias)}.hidden_at is null`];
    if (options.since) parts.push(sql`${at} > ${options.since.toISOString()}::timestamptz`);
    if (options.until) parts.push(sql`${at} <= ${options.until.toISOString()}::timestamptz`);
    if (cursor) {
      const before = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
      parts.push(sql`${at} <= ${before}`);
      parts.push(sql`(${at}, ${kind}::text, ${id}) < (${before}, ${cursor.kind}::text, ${cursor.id}::int)`);
    }
    return sql.join(parts, sql` and `);
  };
  const notSuspended = sql`not exists (select 1 from critic_reviewers s
    where s.reviewer = r.reviewer and s.status = 'suspended')`;
  const result = await db.execute<FeedRow>(sql`
    with critic_ids as (
      select r.id from critic_follows f
      join users cu on cu.id = f.critic_id and cu.status = 'active'
      join critic_names_held h on h.user_id = f.critic_id
      cross join lateral (select r.id from critic_reviews r
        where r.reviewer = h.critic_name and ${bound("c", "r")}
        order by r.created_at desc, r.id desc limit ${take}) r
      where f.follower_id = ${userId}
      union
      select r.id from podcast_follows f
      cross join lateral (select r.id from critic_reviews r
        where r.podcast_id = f.podcast_id and ${bound("c", "r")} and ${notSuspended}
        order by r.created_at desc, r.id desc limit ${take}) r
      where f.follower_id = ${userId}
    ),
    items as (
      select 'c' as k, r.id, r.created_at as at, r.podcast_id as "podcastId",
        coalesce(p.title, r.podcast) as "podcastTitle", coalesce(c.name, r.reviewer) as by,
        null::int as "episodeId", case when c.status = 'active' then c.slug end as "criticSlug", null::text as title,
        r.snippet as text, r.rating, false as "containsSpoilers", r.url
      from critic_ids i join critic_reviews r on r.id = i.id
      left join critic_reviewers c on c.reviewer = r.reviewer
      left join podcasts p on p.id = r.podcast_id
      union all
      select 'm', r.id, r.created_at, r.podcast_id, p.title, a.name, r.episode_id, null, r.title, r.content,
        r.rating, r.contains_spoilers, null
      from podcast_follows f
      cross join lateral (select * from reviews r
        where r.podcast_id = f.podcast_id and ${bound("m", "r")}
        order by r.created_at desc, r.id desc limit ${take}) r
      join users a on a.id = r.user_id
      join podcasts p on p.id = r.podcast_id
      where f.follower_id = ${userId}
      union all
      select 'e', e.id, e.announced_at, e.podcast_id, p.title, p.title, e.id, null, e.title, left(e.description, ${EPISODE_TEXT_MAX}),
        null, false, e.audio_url
      from podcast_follows f
      cross join lateral (select * from episodes e
        where e.podcast_id = f.podcast_id and ${bound("e", "e", "announced_at")}
        order by e.announced_at desc, e.id desc limit ${take}) e
      join podcasts p on p.id = e.podcast_id
      where f.follower_id = ${userId}
    )
    select *, (extract(epoch from at) * 1000000)::bigint::text as micros
    from items order by at desc, k desc, id desc limit ${take}`);
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
