import { apiUrl } from "@shared/api/api-url";
import { FEED_PAGE_SIZE, FOLLOWING_PAGE_SIZE } from "@shared/constants/following";

// The API addresses of following (issue 53), shared by the queries and the loader reads (first-reads.ts):
// a preload only serves a request for the very same address.

/** What one follows: a critic by their page's slug, or a podcast by its id. */
export type FollowTarget = { kind: "critic"; slug: string } | { kind: "podcast"; id: number };

/** GET …/follow: whether the visitor follows it, and its follower count. */
export const followStateUrl = (target: FollowTarget) =>
  target.kind === "critic"
    ? apiUrl("GET /api/critics/:slug/follow", { slug: target.slug })
    : apiUrl("GET /api/podcasts/:id/follow", { id: target.id });

export const criticFollowUrl = (slug: string) => followStateUrl({ kind: "critic", slug });
export const podcastFollowUrl = (id: number) => followStateUrl({ kind: "podcast", id });

/** A page of what the member follows, newest follow first. */
export const followingUrl = (page: number) =>
  apiUrl("GET /api/following", {}, { page, pageSize: FOLLOWING_PAGE_SIZE });

/** A page of the Following feed: the first without a cursor, each later one from the previous page's. */
export const feedUrl = (cursor?: string) => apiUrl("GET /api/feed", {}, { cursor, limit: FEED_PAGE_SIZE });
