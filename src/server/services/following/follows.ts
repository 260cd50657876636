import { CRITIC_NOT_FOUND_MESSAGE } from "@shared/schemas/critics";
import type { Followed, FollowState } from "@shared/schemas/following";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import type { Paged } from "@shared/schemas/critics";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { criticFollows, podcastFollows, type UserRow } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { isCriticSlug } from "../critics/critic-pages";

export const CANNOT_FOLLOW_SELF = "You cannot follow yourself.";

/** The account of the active critic whose page has this slug; a 404 for anyone else. */
async function criticAccountId(db: Queryable, slug: string): Promise<number> {
  if (isCriticSlug(slug)) {
    const result = await db.execute<{ id: number }>(sql`
      select id from users where slug = ${slug} and status = 'active' and critic_name is not null`);
    const id = result.rows[0]?.id;
    if (id !== undefined) return Number(id);
  }
  throw notFound(CRITIC_NOT_FOUND_MESSAGE);
}

async function assertPodcast(db: Queryable, podcastId: number): Promise<void> {
  const result = await db.execute(sql`select 1 from podcasts where id = ${podcastId}`);
  if (result.rows.length === 0) throw notFound(PODCAST_NOT_FOUND);
}

/**
 * Followers are the active accounts that follow: a suspended or pending account's follows stay but do not
 * count while it cannot use them, and a deleted account's are gone with it.
 */
const criticFollowers = (criticId: number) => sql`(select count(*)::int from critic_follows f
  join users u on u.id = f.follower_id and u.status = 'active' where f.critic_id = ${criticId})`;
const podcastFollowers = (podcastId: number) => sql`(select count(*)::int from podcast_follows f
  join users u on u.id = f.follower_id and u.status = 'active' where f.podcast_id = ${podcastId})`;

async function state(db: Queryable, followers: ReturnType<typeof sql>, following: ReturnType<typeof sql>) {
  const result = await db.execute<FollowState>(
    sql`select ${followers} as followers, ${following} as following`,
  );
  const row = result.rows[0]!;
  return { following: Boolean(row.following), followers: Number(row.followers) };
}

export async function criticFollowState(db: Queryable, viewer: UserRow | null, slug: string) {
  const criticId = await criticAccountId(db, slug);
  const following = viewer
    ? sql`exists (select 1 from critic_follows where follower_id = ${viewer.id} and critic_id = ${criticId})`
    : sql`false`;
  return state(db, criticFollowers(criticId), following);
}

export async function podcastFollowState(db: Queryable, viewer: UserRow | null, podcastId: number) {
  await assertPodcast(db, podcastId);
  const following = viewer
    ? sql`exists (select 1 from podcast_follows where follower_id = ${viewer.id} and podcast_id = ${podcastId})`
    : sql`false`;
  return state(db, podcastFollowers(podcastId), following);
}

/** PUT /api/critics/:slug/follow: idempotent (following twice is following). */
export async function followCritic(db: Queryable, user: UserRow, slug: string, follow: boolean) {
  const criticId = await criticAccountId(db, slug);
  if (criticId === user.id) throw badRequest(CANNOT_FOLLOW_SELF);
  if (follow) await db.insert(criticFollows).values({ followerId: user.id, criticId }).onConflictDoNothing();
  else
    await db
      .delete(criticFollows)
      .where(and(eq(criticFollows.followerId, user.id), eq(criticFollows.criticId, criticId)));
}

export async function followPodcast(db: Queryable, user: UserRow, podcastId: number, follow: boolean) {
  await assertPodcast(db, podcastId);
  if (follow)
    await db.insert(podcastFollows).values({ followerId: user.id, podcastId }).onConflictDoNothing();
  else
    await db
      .delete(podcastFollows)
      .where(and(eq(podcastFollows.followerId, user.id), eq(podcastFollows.podcastId, podcastId)));
}

interface FollowedRow extends Record<string, unknown> {
  kind: "critic" | "podcast";
  id: number;
  name: string;
  slug: string | null;
  followedAt: Date | string;
  total: number;
}

/**
 * GET /api/following: the critics (with a public page) and podcasts the member follows, newest follow
 * first. A followed critic who is suspended or has lost their name is left out until they are back.
 */
export async function listFollowing(
  db: Queryable,
  user: UserRow,
  paging: { page: number; pageSize: number },
): Promise<Paged<Followed>> {
  const { page, pageSize } = paging;
  const result = await db.execute<FollowedRow>(sql`
    with followed as (
      select 'critic' as kind, u.id, u.critic_name as name, u.slug, f.created_at
      from critic_follows f join users u on u.id = f.critic_id
      where f.follower_id = ${user.id} and u.status = 'active' and u.slug is not null
      union all
      select 'podcast', p.id, p.title, null, f.created_at
      from podcast_follows f join podcasts p on p.id = f.podcast_id
      where f.follower_id = ${user.id}
    )
    select kind, id, name, slug, created_at as "followedAt", count(*) over ()::int as total
    from followed order by created_at desc, kind, id
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const total = await (result.rows.length > 0 || page === 1
    ? Number(result.rows[0]?.total ?? 0)
    : countFollowing(db, user.id));
  const items = result.rows.map((row): Followed => {
    const followedAt = new Date(row.followedAt).toISOString();
    return row.kind === "critic"
      ? { kind: "critic", name: row.name, slug: row.slug!, followedAt }
      : { kind: "podcast", id: Number(row.id), title: row.name, followedAt };
  });
  return { items, total, page, pageSize };
}

async function countFollowing(db: Queryable, userId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select
    (select count(*) from critic_follows f join users u on u.id = f.critic_id
      where f.follower_id = ${userId} and u.status = 'active' and u.slug is not null)
    + (select count(*) from podcast_follows where follower_id = ${userId}) as n`);
  return Number(result.rows[0]?.n ?? 0);
}
