import { milestoneProgress } from "@shared/constants/tiers";
import {
  CRITIC_NOT_FOUND_MESSAGE,
  type CriticPage,
  type CriticPageReview,
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardPeriod,
} from "@shared/schemas/critics";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { CriticDatabase } from "../../adapters/critic-db";
import { textArray } from "../../db/arrays";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import { localDate } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { personReviewCounts } from "../critic/counts";
import { SUBMISSION_ID_PREFIX } from "../critic/presenter";
import { lastDaysStart, startOfDay } from "../insight/critic-review-source";
import { publicProfile } from "../programme/profiles";
import { criticReviewApiId, type PageRequest } from "./podcast-critic-reviews";

const SLUG = /^[a-z0-9-]{1,200}$/;
/** Whether the text has a critic slug's form (the lookup answers null for anything else without a query). */
export const isCriticSlug = (text: string) => SLUG.test(text);

/** An active critic with a public page: their name and slug, and every critic name they have held. */
export interface PublicCritic {
  name: string;
  slug: string;
  /** Their names, the current one included, oldest first: a critic is a person (migration 0027). */
  names: string[];
}

/** The active critic whose page has this slug, or null (unknown, suspended, deleted): one indexed lookup. */
export async function lookupPublicCritic(db: Queryable, slug: string): Promise<PublicCritic | null> {
  if (!isCriticSlug(slug)) return null;
  const [row] = await db
    .select({
      name: users.criticName,
      slug: users.slug,
      names: sql<string[]>`array(select h.critic_name from critic_names_held h
        where h.user_id = ${users.id} order by h.held_since, h.critic_name)`,
    })
    .from(users)
    .where(and(eq(users.slug, slug), eq(users.status, "active"), isNotNull(users.criticName)));
  return row ? { name: row.name!, slug: row.slug!, names: row.names } : null;
}

/** The active critic whose page has this slug; anything else (unknown, suspended, deleted) is a 404. */
export async function findPublicCritic(db: Queryable, slug: string): Promise<PublicCritic> {
  const critic = await lookupPublicCritic(db, slug);
  if (!critic) throw notFound(CRITIC_NOT_FOUND_MESSAGE);
  return critic;
}

/**
 * The current slug of the active critic whose page had this slug under an earlier name, or null. Asked only
 * after the slug found nobody; a suspended critic's old address stays a 404 like their page, so that no
 * redirect reveals them.
 */
export async function renamedCriticSlug(db: Queryable, slug: string): Promise<string | null> {
  if (!isCriticSlug(slug)) return null;
  const result = await db.execute<{ slug: string }>(sql`
    select u.slug from critic_names_held h join users u on u.id = h.user_id
    where h.slug = ${slug} and u.slug <> ${slug} and u.status = 'active' and u.critic_name is not null
    limit 1`);
  return result.rows[0]?.slug ?? null;
}

/** `<alias>.reviewer` is one of these names: a plain equality for one, so the reviewer's index keeps its order. */
export const reviewerIn = (alias: string, names: string[]) =>
  names.length === 1
    ? sql`${sql.identifier(alias)}.reviewer = ${names[0]}`
    : sql`${sql.identifier(alias)}.reviewer = any(${textArray(names)})`;

/**
 * A critic's reviews as their page lists and counts them, under every name they have held: the one count
 * definition (services/critic/counts.ts), delivered and still waiting for delivery, never failed, so the
 * figure and the list agree; less any review a moderator hid (the page is public; its owner is active, or
 * there is no page).
 * `limit` keeps each part to its first rows in the page's order (newest review date first, then newest
 * row), read in that order from critic_reviews_reviewer_listed_idx instead of sorting them all.
 */
const pageReviews = (names: string[], limit?: number) => {
  const first = limit === undefined ? sql`` : sql`limit ${limit}`;
  return sql`(
  (select ${criticReviewApiId} as id, r.podcast, r.podcast_id, r.publication, r.rating, r.date, r.snippet,
    r.url, r.id::bigint as sort_id
  from critic_reviews r where ${reviewerIn("r", names)} and r.hidden_at is null
  order by r.date desc nulls last, r.id desc ${first})
  union all
  (select ${SUBMISSION_ID_PREFIX} || s.submission_id, s.podcast, s.podcast_id, coalesce(s.publication, ''), s.rating,
    s.date, s.snippet, s.url, -s.id::bigint
  from critic_review_submissions s
  where ${reviewerIn("s", names)} and s.status = 'pending'
    and not exists (select 1 from critic_reviews d where d.submission_id = s.submission_id)
  order by s.date desc nulls last, s.id ${first})
)`;
};

/** The critic's publications as the critic database knows them; none when it cannot be reached. */
async function directoryPublications(directory: CriticPageDirectory | undefined, name: string) {
  if (!directory) return [];
  try {
    return ((await directory.findCriticName(name))?.publications ?? []).map((p) => p.name);
  } catch {
    return []; // the page still shows the publications its reviews name
  }
}

/** What a critic page asks of the critic database: the critic's publications. */
export type CriticPageDirectory = Pick<CriticDatabase, "findCriticName">;

/**
 * GET /api/critics/:slug: the public page of a critic, with a page of their reviews (under every name they
 * have held), newest first. The publications are the critic's own (from the critic database) and any their
 * reviews name, so a critic with no review yet still shows theirs. "Reviewing since" is the month of their
 * earliest review's date, or of their account when they have none.
 */
export async function criticPage(
  db: Queryable,
  slug: string,
  paging: PageRequest,
  directory?: CriticPageDirectory,
): Promise<CriticPage> {
  const critic = await findPublicCritic(db, slug);
  const { page, pageSize } = paging;
  const [summary, reviews, profile, own] = await Promise.all([
    db.execute<{
      listed: number;
      average: number | null;
      publications: string[] | null;
      since: string | null;
    }>(sql`
      select count(*)::int as listed, round(avg(rating)::numeric, 1)::float8 as average,
        array_agg(distinct publication) filter (where publication <> '') as publications,
        to_char(min(date), 'YYYY-MM') as since
      from ${pageReviews(critic.names)} c`),
    // The page's rows first, then their podcasts' titles (20 lookups, not one per review).
    db.execute<CriticPageReview>(sql`
      select c.id as "id", coalesce(p.title, c.podcast) as "podcastTitle", c.podcast_id as "podcastId",
        c.publication, c.rating, c.date::text as "date", c.snippet, c.url
      from (
        select * from ${pageReviews(critic.names, page * pageSize)} c
        order by c.date desc nulls last, c.sort_id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) c left join podcasts p on p.id = c.podcast_id
      order by c.date desc nulls last, c.sort_id desc`),
    publicProfile(db, critic.slug),
    directoryPublications(directory, critic.name),
  ]);
  const stats = summary.rows[0];
  const totalReviews = Number(stats?.listed ?? 0);
  const { current } = milestoneProgress(totalReviews);
  const publications = [...new Set([...own, ...(stats?.publications ?? [])])];
  const { accountMonth, ...details } = profile;
  return {
    name: critic.name,
    slug: critic.slug,
    title: current.title,
    tier: current.tier,
    totalReviews,
    averageRating: stats?.average ?? null,
    publications: publications.sort((a, b) => a.localeCompare(b)),
    ...details,
    reviewingSince: stats?.since ?? accountMonth,
    reviews: { items: reviews.rows, total: totalReviews, page, pageSize },
  };
}

/**
 * A name as the leaderboard sorts it: case and accents ignored (DECISIONS.md, "Critics on the catalogue"),
 * the same folding as the slug's, compared byte-wise so both databases agree.
 */
const sortKey = (name: ReturnType<typeof sql>) =>
  sql`regexp_replace(lower(normalize(${name}, NFD)), ${"[\u0300-\u036f]"}, '', 'g') collate "C"`;

/**
 * GET /api/critics: the 20 active critics with the most reviews in the period, under every name they have
 * held (a suspended critic is not on it; hidden reviews count for nobody); ties by average rating (higher
 * first, unrated last), then
 * by name (case and accents ignored).
 */
export async function leaderboard(
  db: Queryable,
  period: LeaderboardPeriod,
  timeZone: string,
  now = new Date(),
): Promise<Leaderboard> {
  // The month: the reviews submitted in the 30 calendar days ending today in APP_TIMEZONE (DECISIONS.md).
  const since =
    period === "month"
      ? sql`r.submitted_at >= ${startOfDay(lastDaysStart(localDate(timeZone, now)), timeZone)}`
      : sql`true`;
  const result = await db.execute<{
    name: string;
    slug: string;
    names: string[];
    count: number;
    average: number | null;
  }>(sql`
    select u.name, u.slug, count(*)::int as count, round(avg(r.rating)::numeric, 1)::float8 as average,
      array(select h.critic_name from critic_names_held h where h.user_id = u.user_id) as names
    from critic_reviews r
    join critic_reviewers u on u.reviewer = r.reviewer and u.status = 'active' and u.slug is not null
    where ${since} and r.hidden_at is null
    group by u.user_id, u.name, u.slug
    order by count(*) desc, avg(r.rating) desc nulls last, ${sortKey(sql`u.name`)}, u.name collate "C"
    limit ${LEADERBOARD_SIZE}`);
  const totals = await personReviewCounts(
    db,
    result.rows.map((row) => row.names),
  );
  return {
    period,
    items: result.rows.map((row, index) => {
      const { current } = milestoneProgress(totals[index]!);
      return {
        name: row.name,
        slug: row.slug,
        title: current.title,
        tier: current.tier,
        count: Number(row.count),
        averageRating: row.average === null ? null : Number(row.average),
      };
    }),
  };
}
