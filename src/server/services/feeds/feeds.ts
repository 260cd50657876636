import { criticFeedPath, PROGRAMME_FEED_PATH, programmeFeedTitle } from "@shared/constants/programme";
import { paths } from "@shared/routing/page-paths";
import { criticPagePath } from "@shared/schemas/critic";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { findPublicCritic } from "../critics/critic-pages";
import { type AtomEntry, atomFeed } from "./atom";

/** How many reviews a feed holds (DECISIONS.md, "The critic programme"). */
export const FEED_SIZE = 50;
/** The year in the feeds' tag URIs (RFC 4151): fixed, so that ids never change. */
const TAG_YEAR = 2025;

export interface FeedDocument {
  xml: string;
  /** The latest change to anything in the feed (for Last-Modified). */
  lastModified: Date;
}

interface FeedRow extends Record<string, unknown> {
  id: number;
  submissionId: string | null;
  recordId: string | null;
  podcast: string;
  rating: number | null;
  snippet: string;
  url: string | null;
  reviewer: string;
  slug: string;
  submittedAt: Date | string;
  changedAt: Date | string;
}

/**
 * The newest published reviews (those in the critic database's local copy: delivered, never pending or
 * failed; never one a moderator hid) of active critics with a public page, newest first by when they were published. `updated` is
 * the submission time: when the critic submitted it through the app, else when it entered the copy.
 */
async function feedRows(ctx: AppContext, where: SQL): Promise<FeedRow[]> {
  const result = await ctx.db.execute<FeedRow>(sql`
    select r.id, r.submission_id as "submissionId", r.record_id as "recordId",
      coalesce(p.title, r.podcast) as podcast, r.rating, r.snippet, r.url, r.reviewer, u.slug,
      coalesce(s.created_at, r.created_at) as "submittedAt",
      greatest(r.updated_at, r.created_at) as "changedAt"
    from critic_reviews r
    join users u on u.critic_name = r.reviewer and u.status = 'active' and u.slug is not null
    left join podcasts p on p.id = r.podcast_id
    left join critic_review_submissions s on s.submission_id = r.submission_id
    where ${where} and r.hidden_at is null
    order by r.created_at desc, r.id desc
    limit ${FEED_SIZE}`);
  return result.rows;
}

const isWebUrl = (value: string | null): value is string => {
  try {
    return value !== null && ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** "The Daily — ★ 4.5"; no star without a rating. */
export const entryTitle = (podcast: string, rating: number | null) =>
  rating === null ? podcast : `${podcast} — ★ ${rating.toFixed(1)}`;

function feedParts(ctx: AppContext) {
  const base = ctx.config.appUrl;
  const tag = (specific: string) => `tag:${new URL(base).hostname},${TAG_YEAR}:${specific}`;
  /** Our submission id, else the Airtable record, else the built-in row: none changes when a review is edited. */
  const entryId = (row: FeedRow) =>
    tag(
      row.submissionId
        ? `review/${row.submissionId}`
        : row.recordId
          ? `airtable/${row.recordId}`
          : `critic-review/${row.id}`,
    );
  const toEntry = (row: FeedRow): AtomEntry => {
    const page = `${base}${criticPagePath(row.slug)}`;
    return {
      id: entryId(row),
      title: entryTitle(row.podcast, row.rating === null ? null : Number(row.rating)),
      summary: row.snippet,
      link: isWebUrl(row.url) ? row.url : page,
      updated: new Date(row.submittedAt),
      author: { name: row.reviewer, uri: page },
    };
  };
  return { base, tag, toEntry };
}

/** The newest of the entries' times, or `fallback` for an empty feed. */
const newest = (times: Date[], fallback: Date) =>
  times.length ? new Date(Math.max(...times.map((at) => at.getTime()))) : fallback;

function document(
  ctx: AppContext,
  rows: FeedRow[],
  feed: { id: string; title: string; subtitle: string; selfPath: string; pagePath: string; author: string },
  emptySince: Date,
): FeedDocument {
  const { base, toEntry } = feedParts(ctx);
  const entries = rows.map(toEntry);
  const updated = newest(
    entries.map((e) => e.updated),
    emptySince,
  );
  const xml = atomFeed({
    id: feed.id,
    title: feed.title,
    subtitle: feed.subtitle,
    selfUrl: `${base}${feed.selfPath}`,
    pageUrl: `${base}${feed.pagePath}`,
    updated,
    author: { name: feed.author, uri: `${base}${feed.pagePath}` },
    generator: ctx.config.site.brandName,
    entries,
  });
  const changed = rows.map((row) => new Date(row.changedAt));
  return { xml, lastModified: newest([updated, ...changed], updated) };
}

/** GET /critics/:slug/feed.xml: an active critic's 50 newest published reviews; 404 for anyone else. */
export async function criticFeed(ctx: AppContext, slug: string): Promise<FeedDocument> {
  const critic = await findPublicCritic(ctx.db, slug);
  const [rows, since] = await Promise.all([
    feedRows(ctx, sql`r.reviewer = ${critic.name}`),
    ctx.db.execute<{ at: Date | string }>(
      sql`select created_at as at from users where slug = ${critic.slug}`,
    ),
  ]);
  const brand = ctx.config.site.brandName;
  return document(
    ctx,
    rows,
    {
      id: feedParts(ctx).tag(`critic/${critic.slug}`),
      title: `${critic.name} on ${brand}`,
      subtitle: `Podcast reviews by ${critic.name}, newest first.`,
      selfPath: criticFeedPath(critic.slug),
      pagePath: criticPagePath(critic.slug),
      author: critic.name,
    },
    new Date(since.rows[0]?.at ?? 0),
  );
}

/** GET /feed.xml: the programme's 50 newest published critic reviews. */
export async function programmeFeed(ctx: AppContext): Promise<FeedDocument> {
  const brand = ctx.config.site.brandName;
  return document(
    ctx,
    await feedRows(ctx, sql`true`),
    {
      id: feedParts(ctx).tag("critics"),
      title: programmeFeedTitle(brand),
      subtitle: `The newest podcast reviews by the critics of ${brand}.`,
      selfPath: PROGRAMME_FEED_PATH,
      pagePath: paths.critics,
      author: brand,
    },
    new Date(0),
  );
}
