import { apiGet } from "@client/lib/api-client";
import type { CriticPage, Leaderboard, LeaderboardPeriod } from "@shared/schemas/critics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { criticPageUrl, leaderboardUrl } from "./urls";

/** GET /api/critics/:slug, one page of reviews at a time; the previous page stays while the next loads. */
export function useCriticPage(slug: string, page: number) {
  return useQuery({
    queryKey: ["/api/critics/:slug", slug, page],
    queryFn: () => apiGet<CriticPage>(criticPageUrl(slug, page)),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}

/** GET /api/critics?period=: the top 20 critics by reviews in the period. */
export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery({
    queryKey: ["/api/critics", period],
    queryFn: () => apiGet<Leaderboard>(leaderboardUrl(period)),
    placeholderData: keepPreviousData,
  });
}
