import { hasCode } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { criticPageUrl, leaderboardUrl } from "@shared/api/urls/critics";
import type { LeaderboardPeriod } from "@shared/schemas/critics";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";

/** The public critic pages' query keys. */
export const criticsKeys = {
  page: (slug: string, page: number) => ["critics", "page", slug, page] as const,
  leaderboard: (period: LeaderboardPeriod) => ["critics", "leaderboard", period] as const,
};

/** GET /api/critics/:slug, one page of reviews at a time; the previous page stays while the next loads. */
export function useCriticPage(slug: string, page: number) {
  const answers = usePageAnswers();
  const client = useQueryClient();
  const queryKey = criticsKeys.page(slug, page);
  const queryFn = () => apiGet(criticPageUrl(slug, page));
  // No such critic, as the server rendered it (decision 0083): the query starts with that error, and a
  // not-found is not asked again on mount (other errors are).
  const refused = answers.refusal(criticPageUrl(slug, page));
  if (refused && client.getQueryState(queryKey) === undefined)
    client
      .getQueryCache()
      .build(client, { queryKey, queryFn })
      .setState({ status: "error", error: refused, errorUpdatedAt: Date.now(), fetchStatus: "idle" });
  return useQuery({
    queryKey,
    queryFn,
    initialData: () => answers.take(criticPageUrl(slug, page)),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
    retryOnMount: !hasCode(client.getQueryState(queryKey)?.error, "not_found"),
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
