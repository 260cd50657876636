import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import { criticInfoUrl, criticReviewsUrl } from "@shared/api/urls/critic";
import type { CriticReviewEditInput, CriticReviewSubmission } from "@shared/schemas/critic";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * The one factory for the critic queries' keys. Every view of a critic name (the critic pages, the
 * profile's achievements) reads through these, so invalidating `criticKeys.all(name)` after a
 * submission or an edit refreshes all of them: no view keeps an old count or title until a reload.
 */
export const criticKeys = {
  all: (name: string) => ["critic", name] as const,
  info: (name: string) => ["critic", name, "info"] as const,
  reviews: (name: string) => ["critic", name, "reviews"] as const,
};

/** Total reviews and publications of a critic name (GET /api/critic/:criticName/info). */
export function useCriticInfo(criticName: string | null | undefined) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: criticKeys.info(criticName ?? ""),
    enabled: Boolean(criticName),
    queryFn: () => apiGet(criticInfoUrl(criticName!)),
    initialData: () => (criticName ? answers.take(criticInfoUrl(criticName)) : undefined),
  });
}

/**
 * A critic's reviews (GET /api/critic/:criticName/reviews). While any review waits for delivery to the
 * critic database the list is asked again every few seconds, so its sync state updates by itself.
 */
export function useCriticReviews(criticName: string | null | undefined) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: criticKeys.reviews(criticName ?? ""),
    enabled: Boolean(criticName),
    queryFn: () => apiGet(criticReviewsUrl(criticName!)),
    initialData: () => (criticName ? answers.take(criticReviewsUrl(criticName)) : undefined),
    refetchInterval: (query) => (query.state.data?.some((r) => r.syncStatus === "pending") ? 3_000 : false),
  });
}

function refreshCritic(criticName: string) {
  void queryClient.invalidateQueries({ queryKey: criticKeys.all(criticName) });
}

/** POST /api/airtable/reviews; the Idempotency-Key makes a repeated request (a retry) one review. */
export function useSubmitCriticReview(criticName: string) {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CriticReviewSubmission; idempotencyKey: string }) =>
      apiCall("POST /api/airtable/reviews", {
        body: input,
        init: { headers: { "Idempotency-Key": idempotencyKey } },
      }),
    onSuccess: () => refreshCritic(criticName),
  });
}

export function useEditCriticReview(criticName: string) {
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: CriticReviewEditInput }) =>
      apiCall("PATCH /api/critic-reviews/:id", { params: { id }, body: changes }),
    onSuccess: () => refreshCritic(criticName),
  });
}

/** The value, once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Podcast titles matching the text (GET /api/search/podcasts?q=, at most 10). Each text is its own
 * query, so an answer that arrives after the text changed is never shown; the superseded request is
 * aborted.
 */
export function usePodcastSearch(text: string) {
  const q = useDebounced(text.trim(), 200);
  return useQuery({
    queryKey: ["podcasts", "search", q],
    enabled: q.length > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiCall("GET /api/search/podcasts", { query: { q }, init: { signal } }),
  });
}
