import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { episodes } from "../../db/schema";
import type { ParsedEpisode } from "./parse-feed";

const BATCH = 200;
const DAY_MS = 24 * 3600_000;
/** An episode first found within this long of its publication is news (issue 53's feed and digest). */
const NEWS_WINDOW_MS = 7 * DAY_MS;

/**
 * Whether an episode first found at `readAt` is announced to followers: dated, out in the week before
 * (the back catalogue of a feed's first refresh is not news) and not more than a day ahead (a misdated item is not).
 */
export const isNews = (publishedAt: Date | null, readAt: Date): boolean =>
  publishedAt !== null &&
  publishedAt.getTime() > readAt.getTime() - NEWS_WINDOW_MS &&
  publishedAt.getTime() <= readAt.getTime() + DAY_MS;

/**
 * Writes a feed's episodes as they are read, a batch at a time: new ones are added (announced to followers
 * if they are news, `isNews`), known ones (same guid in the podcast) updated in place, and every one found
 * is marked seen at `readAt`.
 */
export async function storeEpisodes(
  db: Queryable,
  podcastId: number,
  source: AsyncIterable<ParsedEpisode>,
  readAt: Date,
): Promise<number> {
  let batch = new Map<string, ParsedEpisode>();
  let total = 0;
  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()].map((e) => ({
      ...e,
      podcastId,
      seenAt: readAt,
      announcedAt: isNews(e.publishedAt, readAt) ? readAt : null,
    }));
    batch = new Map();
    await db
      .insert(episodes)
      .values(rows)
      .onConflictDoUpdate({
        target: [episodes.podcastId, episodes.guid],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          publishedAt: sql`excluded.published_at`,
          durationSeconds: sql`excluded.duration_seconds`,
          audioUrl: sql`excluded.audio_url`,
          audioType: sql`excluded.audio_type`,
          season: sql`excluded.season`,
          number: sql`excluded.number`,
          seenAt: sql`excluded.seen_at`,
          missingSince: sql`null`,
          updatedAt: sql`case when (episodes.title, episodes.description, episodes.published_at,
            episodes.duration_seconds, episodes.audio_url, episodes.audio_type, episodes.season, episodes.number)
            is distinct from (excluded.title, excluded.description, excluded.published_at, excluded.duration_seconds,
            excluded.audio_url, excluded.audio_type, excluded.season, excluded.number)
            or episodes.missing_since is not null then now() else episodes.updated_at end`,
        },
      });
  };
  for await (const episode of source) {
    // The first item with a guid wins within a feed (one statement may not update a row twice).
    if (!batch.has(episode.guid)) {
      batch.set(episode.guid, episode);
      total++;
    }
    if (batch.size >= BATCH) await flush();
  }
  await flush();
  return total;
}

/** After a complete read: what the feed no longer has stays, marked as gone from the feed. */
export async function markMissing(db: Queryable, podcastId: number, readAt: Date): Promise<void> {
  await db
    .update(episodes)
    .set({ missingSince: sql`now()` })
    .where(
      and(eq(episodes.podcastId, podcastId), lt(episodes.seenAt, readAt), isNull(episodes.missingSince)),
    );
}
