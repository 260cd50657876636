import { apiUrl } from "@shared/api/api-url";
import { CRITIC_REVIEWS_PAGE_SIZE } from "@shared/constants/podcast";
import type { LeaderboardPeriod } from "@shared/schemas/critics";

// The API addresses of the public critic pages' reads, shared by their queries and the loader reads.

export const criticPageUrl = (slug: string, page: number) =>
  apiUrl("GET /api/critics/:slug", { slug }, { page, pageSize: CRITIC_REVIEWS_PAGE_SIZE });

export const leaderboardUrl = (period: LeaderboardPeriod) => apiUrl("GET /api/critics", {}, { period });

/** The leaderboard's period from the page's `?period=` (this month unless it says all time). */
export const readPeriod = (search: string | URLSearchParams): LeaderboardPeriod =>
  new URLSearchParams(search).get("period") === "all" ? "all" : "month";
