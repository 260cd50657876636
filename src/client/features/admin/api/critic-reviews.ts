import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { adminCriticReviewsUrl, type LinkFilter } from "@shared/api/urls/admin";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { adminKeys } from "./keys";
import { refreshAdminData } from "./users";

/**
 * One page of critic reviews with their links (unlinked, linked or all; matching `q`); the previous page
 * stays while the next loads.
 */
export function useAdminCriticReviews(filters: { show: LinkFilter; q: string }, page: number) {
  const answers = usePageAnswers();
  const url = adminCriticReviewsUrl(filters, page);
  return useQuery({
    queryKey: adminKeys.criticReviews(url),
    placeholderData: keepPreviousData,
    queryFn: () => apiGet(url),
    initialData: () => answers.take(url),
  });
}

/** Links a review (with `sameText`, every unlinked review with its podcast text) to a podcast. */
export function useLinkReview() {
  return useMutation({
    mutationFn: ({ id, podcastId, sameText }: { id: string; podcastId: number; sameText: boolean }) =>
      apiCall("PUT /api/admin/critic-reviews/:id/link", { params: { id }, body: { podcastId, sameText } }),
    onSuccess: refreshAdminData,
  });
}

/** Unlinks reviews (each one is its own audited action). */
export function useUnlinkReviews() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await apiCall("DELETE /api/admin/critic-reviews/:id/link", { params: { id } });
    },
    onSettled: refreshAdminData,
  });
}
