import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { podcastFeeds, podcasts } from "../../db/schema";
import { isDatabaseError, isUniqueViolation } from "../../db/pg-errors";
import { type FeedAnswer, fetchFeed } from "../../adapters/feed-http/fetch-feed";
import { RetryLaterError } from "../../jobs/queue";
import { recordAudit } from "../admin/audit";
import { readEpisodes } from "./parse-feed";
import { markMissing, storeEpisodes } from "./store-episodes";

export const REFRESH_FEED_JOB = "refresh-podcast-feed";

/** The longest a failing feed waits between two tries. */
export const MAX_BACKOFF_MS = 7 * 86_400_000;
/** How long a refresh may hold its host before another instance takes it (the fetch's own limit is 60 s). */
const HOST_HOLD_SECONDS = 75;

/** Who the audit log names for what the refresh changes on its own. */
const FEED_REFRESH_ACTOR = { id: null as unknown as number, username: "feed refresh" };

export const feedUserAgent = (ctx: AppContext) =>
  `${ctx.config.site.brandName.replace(/[^\x20-\x7e]/g, "")} feed reader (+${ctx.config.appUrl})`;

/** Failures in a row → the wait before the next try: the interval doubled per failure, up to 7 days. */
export function backoffAfter(failures: number, refreshMinutes: number): number {
  return Math.min(MAX_BACKOFF_MS, refreshMinutes * 60_000 * 2 ** Math.min(failures, 20));
}

/**
 * One refresh of one podcast's feed (the job's handler). Every outcome is recorded on the feed's row, so
 * the job itself only fails on a database error; a busy host defers it without counting an attempt.
 */
export async function refreshFeed(ctx: AppContext, podcastId: number): Promise<void> {
  const [podcast] = await ctx.db
    .select({ id: podcasts.id, title: podcasts.title, feedUrl: podcasts.feedUrl, feed: podcastFeeds })
    .from(podcasts)
    .innerJoin(podcastFeeds, eq(podcastFeeds.podcastId, podcasts.id))
    .where(eq(podcasts.id, podcastId));
  if (!podcast?.feedUrl) return;
  const { feed } = podcast;
  let host: string;
  try {
    host = new URL(podcast.feedUrl).host.toLowerCase();
  } catch {
    await recordFailure(ctx, podcastId, null, "The feed URL is not a valid URL", feed.failures);
    return;
  }
  await takeHost(ctx, host);
  try {
    await readFeed(ctx, podcast.id, podcast.title, podcast.feedUrl, feed);
  } finally {
    await ctx.db.execute(sql`update feed_hosts
      set busy_until = now() + make_interval(secs => ${ctx.config.feeds.hostIntervalMs / 1000})
      where host = ${host}`);
  }
}

/** Holds the host for this refresh, or defers the job until the host is free (one request at a time). */
async function takeHost(ctx: AppContext, host: string): Promise<void> {
  const taken = await ctx.db.execute<{ host: string }>(sql`
    insert into feed_hosts (host, busy_until) values (${host}, now() + make_interval(secs => ${HOST_HOLD_SECONDS}))
    on conflict (host) do update set busy_until = excluded.busy_until where feed_hosts.busy_until <= now()
    returning host`);
  if (taken.rows.length > 0) return;
  const wait = await ctx.db.execute<{ ms: number | string }>(sql`
    select greatest(0, extract(epoch from busy_until - now()) * 1000) as ms from feed_hosts where host = ${host}`);
  const ms = Math.ceil(Number(wait.rows[0]?.ms ?? 0)) + 10;
  throw new RetryLaterError(`Waiting for ${host}: one request at a time`, ms);
}

async function readFeed(
  ctx: AppContext,
  podcastId: number,
  title: string,
  feedUrl: string,
  feed: typeof podcastFeeds.$inferSelect,
): Promise<void> {
  const useValidators = feed.validatorsUrl === feedUrl;
  let answer: FeedAnswer;
  try {
    answer = await fetchFeed(
      {
        url: feedUrl,
        etag: useValidators ? feed.etag : null,
        lastModified: useValidators ? feed.lastModified : null,
      },
      {
        userAgent: feedUserAgent(ctx),
        maxBytes: ctx.config.feeds.maxBytes,
        allowPrivate: ctx.config.feeds.allowPrivate,
      },
    );
  } catch (error) {
    await recordFailure(ctx, podcastId, null, (error as Error).message, feed.failures);
    return;
  }
  const url =
    answer.movedTo && answer.movedTo !== feedUrl && [200, 304, 410].includes(answer.status)
      ? await followMove(ctx, podcastId, title, feedUrl, answer.movedTo)
      : feedUrl;
  if (answer.status === 304) return recordSuccess(ctx, podcastId, 304, url, feed.etag, feed.lastModified);
  if (answer.status === 410) {
    await ctx.db
      .update(podcastFeeds)
      .set({
        lastFetchedAt: sql`now()`,
        lastStatus: 410,
        lastError: "The feed is gone (410): refreshing stopped",
        goneAt: sql`now()`,
      })
      .where(eq(podcastFeeds.podcastId, podcastId));
    return;
  }
  if (answer.status !== 200 || !answer.body) {
    await recordFailure(ctx, podcastId, answer.status, `The feed answered ${answer.status}`, feed.failures);
    return;
  }
  const readAt = new Date();
  try {
    await storeEpisodes(ctx.db, podcastId, readEpisodes(answer.body, answer.url), readAt);
  } catch (error) {
    if (isDatabaseError(error)) throw error;
    await recordFailure(ctx, podcastId, 200, (error as Error).message, feed.failures);
    return;
  }
  await markMissing(ctx.db, podcastId, readAt);
  await recordSuccess(ctx, podcastId, 200, url, answer.etag, answer.lastModified);
}

/** A 301/308 chain: the podcast's feed URL becomes the new one (audited), unless another podcast has it. */
async function followMove(
  ctx: AppContext,
  podcastId: number,
  title: string,
  from: string,
  to: string,
): Promise<string> {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.update(podcasts).set({ feedUrl: to, updatedAt: sql`now()` }).where(eq(podcasts.id, podcastId));
      await recordAudit(tx, FEED_REFRESH_ACTOR, {
        action: "podcast.feed_moved",
        targetType: "podcast",
        targetId: podcastId,
        targetLabel: title,
        before: { feedUrl: from },
        after: { feedUrl: to },
      });
    });
    ctx.logger.info({ podcastId, from, to }, "podcast feed moved permanently");
    return to;
  } catch (error) {
    if (!isUniqueViolation(error, "podcasts_feed_url_key")) throw error;
    ctx.logger.warn({ podcastId, from, to }, "podcast feed moved to a URL another podcast has: kept");
    return from;
  }
}

async function recordSuccess(
  ctx: AppContext,
  podcastId: number,
  status: 200 | 304,
  url: string,
  etag: string | null,
  lastModified: string | null,
): Promise<void> {
  const minutes = ctx.config.feeds.refreshMinutes;
  await ctx.db
    .update(podcastFeeds)
    .set({
      etag,
      lastModified,
      validatorsUrl: etag || lastModified ? url : null,
      lastFetchedAt: sql`now()`,
      lastStatus: status,
      lastError: null,
      failures: 0,
      goneAt: null,
      nextFetchAt: sql`now() + make_interval(mins => ${minutes})`,
    })
    .where(eq(podcastFeeds.podcastId, podcastId));
}

/**
 * A refresh job that failed for good (its retries spent on a database error): the feed is read again after
 * the usual back-off. Without this its next fetch would never move, and the job's key would keep the
 * scheduler from queueing it again.
 */
export async function refreshJobFailed(ctx: AppContext, podcastId: number, error: Error): Promise<void> {
  const [feed] = await ctx.db
    .select({ failures: podcastFeeds.failures })
    .from(podcastFeeds)
    .where(eq(podcastFeeds.podcastId, podcastId));
  if (feed) await recordFailure(ctx, podcastId, null, `The refresh failed: ${error.message}`, feed.failures);
}

async function recordFailure(
  ctx: AppContext,
  podcastId: number,
  status: number | null,
  message: string,
  failuresBefore: number,
): Promise<void> {
  const waitMs = backoffAfter(failuresBefore + 1, ctx.config.feeds.refreshMinutes);
  ctx.logger.info({ podcastId, status, err: message }, "podcast feed refresh failed");
  await ctx.db
    .update(podcastFeeds)
    .set({
      lastFetchedAt: sql`now()`,
      lastStatus: status,
      lastError: message.slice(0, 1000),
      failures: sql`${podcastFeeds.failures} + 1`,
      nextFetchAt: sql`now() + make_interval(secs => ${waitMs / 1000})`,
    })
    .where(eq(podcastFeeds.podcastId, podcastId));
}
