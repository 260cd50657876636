import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { criticPageUrl, leaderboardUrl } from "@shared/api/urls/critics";
import type { LeaderboardPeriod } from "@shared/schemas/critics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

/** The public critic pages' query keys. */
export const criticsKeys = {
  page: (slug: string, page: number) => ["critics", "page", slug, page] as const,
  leaderboard: (period: LeaderboardPeriod) => ["critics", "leaderboard", period] as const,
};

/** GET /api/critics/:slug, one page of reviews at a time; the previous page stays while the next loads. */
export function useCriticPage(slug: string, page: number) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: criticsKeys.page(slug, page),
    queryFn: () => apiGet(criticPageUrl(slug, page)),
    initialData: () => answers.take(criticPageUrl(slug, page)),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}

/** GET /api/critics?period=: the top 20 critics by reviews in the period. */
export function useLeaderboard(period: LeaderboardPeriod) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: criticsKeys.leaderboard(period),
    queryFn: () => apiGet(leaderboardUrl(period)),
    initialData: () => answers.take(leaderboardUrl(period)),
    placeholderData: keepPreviousData,
  });
}
