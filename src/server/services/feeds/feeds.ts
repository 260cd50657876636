import { criticFeedPath, PROGRAMME_FEED_PATH, programmeFeedTitle } from "@shared/constants/programme";
import { paths } from "@shared/routing/page-paths";
import { criticPagePath } from "@shared/schemas/critic";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { findPublicCritic, reviewerIn } from "../critics/critic-pages";
import { type AtomEntry, atomFeed } from "./atom";

/** How many reviews a feed holds (DECISIONS.md, "The critic programme"). */
export const FEED_SIZE = 50;
/** The year in the feeds' tag URIs (RFC 4151): fixed, so that ids never change. */
const TAG_YEAR = 2025;

export interface FeedDocument {
  xml: string;
  /** The feed's <updated>, its newest entry's (for Last-Modified, so that the two agree). */
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
  editedAt: Date | string | null;
}

/**
 * The newest published reviews (those in the critic database's local copy: delivered, never pending or
 * failed; never one a moderator hid) of active critics with a public page, under any name they have held,
 * newest first by when they were published. An entry's `published` is the submission (when the critic
 * submitted it through the app, else when it entered the critic database) and its `updated` the last edit
 * of what the critic wrote (migration 0027's edited_at), else the submission (RFC 4287 4.2.9, 4.2.15).
 */
async function feedRows(ctx: AppContext, where: SQL): Promise<FeedRow[]> {
  const result = await ctx.db.execute<FeedRow>(sql`
    select r.id, r.submission_id as "submissionId", r.record_id as "recordId",
      coalesce(p.title, r.podcast) as podcast, r.rating, r.snippet, r.url, r.reviewer, u.slug,
      r.submitted_at as "submittedAt", r.edited_at as "editedAt"
    from critic_reviews r
    join critic_reviewers u on u.reviewer = r.reviewer and u.status = 'active' and u.slug is not null
    left join podcasts p on p.id = r.podcast_id
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
    const published = new Date(row.submittedAt);
    return {
      id: entryId(row),
      title: entryTitle(row.podcast, row.rating === null ? null : Number(row.rating)),
      summary: row.snippet,
      link: isWebUrl(row.url) ? row.url : page,
      published,
      // An edit's time, never before the submission (a clock step back cannot date it earlier).
      updated: row.editedAt ? newest([published, new Date(row.editedAt)], published) : published,
      // The name the review was published under; the link goes to the critic's page as it is now.
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
  return {
    lastModified: updated,
    xml: atomFeed({
      id: feed.id,
      title: feed.title,
      subtitle: feed.subtitle,
      selfUrl: `${base}${feed.selfPath}`,
      pageUrl: `${base}${feed.pagePath}`,
      updated,
      author: { name: feed.author, uri: `${base}${feed.pagePath}` },
      generator: ctx.config.site.brandName,
      entries,
    }),
  };
}

/**
 * GET /critics/:slug/feed.xml: an active critic's 50 newest published reviews, under every name they have
 * held; 404 for anyone else. The feed's id is made from the first page address the critic had, so that it
 * stays the same across renames (as the entries' ids do).
 */
export async function criticFeed(ctx: AppContext, slug: string): Promise<FeedDocument> {
  const critic = await findPublicCritic(ctx.db, slug);
  const [rows, account] = await Promise.all([
    feedRows(ctx, reviewerIn("r", critic.names)),
    ctx.db.execute<{ at: Date | string; firstSlug: string | null }>(sql`
      select u.created_at as at, (
        select h.slug from critic_names_held h where h.user_id = u.id and h.slug is not null
        order by h.held_since, h.critic_name limit 1) as "firstSlug"
      from users u where u.slug = ${critic.slug}`),
  ]);
  const brand = ctx.config.site.brandName;
  const first = account.rows[0];
  return document(
    ctx,
    rows,
    {
      id: feedParts(ctx).tag(`critic/${first?.firstSlug ?? critic.slug}`),
      title: `${critic.name} on ${brand}`,
      subtitle: `Podcast reviews by ${critic.name}, newest first.`,
      selfPath: criticFeedPath(critic.slug),
      pagePath: criticPagePath(critic.slug),
      author: critic.name,
    },
    new Date(first?.at ?? 0),
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
