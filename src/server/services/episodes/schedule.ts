import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { REFRESH_FEED_JOB } from "./refresh";

/** How far ahead the scheduler queues refreshes (it runs every minute). */
const AHEAD_SECONDS = 120;

/**
 * Gives new feeds their moment (a random one within the next interval, so an import of thousands is
 * spread out), then queues a refresh job for every feed due soon. Safe on every instance at once: each
 * job's key names the feed and its moment, so it is queued once.
 */
export async function scheduleDueFeeds(db: Queryable, refreshMinutes: number): Promise<number> {
  await db.execute(sql`update podcast_feeds
    set next_fetch_at = now() + random() * make_interval(mins => ${refreshMinutes})
    where next_fetch_at is null`);
  const queued = await db.execute(sql`
    insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
    select ${REFRESH_FEED_JOB}, jsonb_build_object('podcastId', podcast_id),
      'feed:' || podcast_id || ':' || floor(extract(epoch from next_fetch_at) * 1000)::bigint,
      next_fetch_at, 3
    from podcast_feeds
    where gone_at is null and next_fetch_at <= now() + make_interval(secs => ${AHEAD_SECONDS})
    on conflict do nothing`);
  return (queued as { rowCount?: number | null }).rowCount ?? 0;
}

/** An administrator's "refresh now": due at once (a gone feed too), queued at once. */
export async function queueRefreshNow(db: Queryable, podcastId: number): Promise<void> {
  await db.execute(sql`update podcast_feeds set next_fetch_at = now(), gone_at = null
    where podcast_id = ${podcastId}`);
  await db.execute(sql`
    insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
    select ${REFRESH_FEED_JOB}, jsonb_build_object('podcastId', podcast_id),
      'feed:' || podcast_id || ':' || floor(extract(epoch from next_fetch_at) * 1000)::bigint, now(), 3
    from podcast_feeds where podcast_id = ${podcastId}
    on conflict do nothing`);
}
