import { NO_FEED, type FeedListQuery, type FeedStatus } from "@shared/schemas/episode";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { podcasts } from "../../db/schema";
import { notFound, refuse } from "../../lib/http-error";
import { eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../admin/audit";
import { queueRefreshNow } from "./schedule";

interface StatusRow extends Record<string, unknown> {
  podcast_id: number;
  title: string;
  feed_url: string;
  last_fetched_at: Date | string | null;
  last_status: number | null;
  last_error: string | null;
  next_fetch_at: Date | string | null;
  failures: number;
  gone_at: Date | string | null;
  episode_count: number | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toStatus(row: StatusRow): FeedStatus {
  const gone = row.gone_at !== null;
  return {
    podcastId: row.podcast_id,
    podcastTitle: row.title,
    url: row.feed_url,
    lastFetchedAt: iso(row.last_fetched_at),
    lastStatus: row.last_status,
    lastError: row.last_error,
    nextFetchAt: gone ? null : iso(row.next_fetch_at),
    failures: row.failures,
    gone,
    episodeCount: Number(row.episode_count),
  };
}

const selectStatus = (where: SQL, tail: SQL = sql``) => sql`
  select f.podcast_id, p.title, p.feed_url, f.last_fetched_at, f.last_status, f.last_error, f.next_fetch_at,
    f.failures, f.gone_at,
    (select count(*) from episodes e where e.podcast_id = f.podcast_id) as episode_count
  from podcast_feeds f join podcasts p on p.id = f.podcast_id
  where ${where} ${tail}`;

/** A podcast's feed as the refresh last saw it (administrators). */
export async function feedStatus(db: Database, podcastId: number): Promise<FeedStatus> {
  const result = await db.execute<StatusRow>(selectStatus(sql`f.podcast_id = ${podcastId}`));
  const row = result.rows[0];
  if (row) return toStatus(row);
  const [podcast] = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.id, podcastId));
  throw podcast ? refuse("no_feed_url", NO_FEED) : notFound(PODCAST_NOT_FOUND);
}

/** Every feed, or only the failing ones (failures in a row, or gone), those failing longest first. */
export async function listFeeds(db: Database, query: FeedListQuery) {
  const where = query.status === "failing" ? sql`(f.failures > 0 or f.gone_at is not null)` : sql`true`;
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    db.execute<StatusRow>(
      selectStatus(
        where,
        sql`order by f.failures desc, f.podcast_id limit ${query.pageSize} offset ${offset}`,
      ),
    ),
    db.execute<{ n: number | string }>(sql`select count(*) as n from podcast_feeds f where ${where}`),
  ]);
  return {
    items: rows.rows.map(toStatus),
    total: Number(total.rows[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** An administrator's "refresh now": the job is queued at once (202), audited. */
export async function requestRefresh(ctx: AppContext, actor: AuditActor, podcastId: number): Promise<void> {
  const status = await feedStatus(ctx.db, podcastId);
  await ctx.db.transaction(async (tx) => {
    await queueRefreshNow(tx, podcastId);
    await recordAudit(tx, actor, {
      action: "podcast.feed_refresh",
      targetType: "podcast",
      targetId: podcastId,
      targetLabel: status.podcastTitle,
    });
  });
  ctx.worker.wake();
}
