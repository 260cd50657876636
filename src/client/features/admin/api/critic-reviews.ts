import { apiGet, apiRequest } from "@client/lib/api-client";
import type { LinkCriticReviewResult, Paged, UnlinkedCriticReview } from "@shared/schemas/critics";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { UNLINKED_REVIEWS_PATH, unlinkedReviewsUrl } from "../urls";
import { refreshAdminData } from "./users";

/** One page of the critic reviews linked to no podcast; the previous page stays while the next loads. */
export function useUnlinkedReviews(page: number) {
  return useQuery<Paged<UnlinkedCriticReview>>({
    queryKey: [UNLINKED_REVIEWS_PATH, page],
    placeholderData: keepPreviousData,
    queryFn: () => apiGet<Paged<UnlinkedCriticReview>>(unlinkedReviewsUrl(page)),
  });
}

const linkUrl = (id: string) => `/api/admin/critic-reviews/${encodeURIComponent(id)}/link`;

/** Links a review (with `sameText`, every unlinked review with its podcast text) to a podcast. */
export function useLinkReview() {
  return useMutation({
    mutationFn: ({ id, podcastId, sameText }: { id: string; podcastId: number; sameText: boolean }) =>
      apiRequest<LinkCriticReviewResult>("PUT", linkUrl(id), { podcastId, sameText }),
    onSuccess: refreshAdminData,
  });
}

/** Unlinks reviews (each one is its own audited action). */
export function useUnlinkReviews() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await apiRequest<void>("DELETE", linkUrl(id));
    },
    onSettled: refreshAdminData,
  });
}
