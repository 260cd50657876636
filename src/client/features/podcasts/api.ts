import { apiGet, apiRequest } from "@client/lib/api-client";
import { queryClient } from "@client/lib/query-client";
import { IMPORT_ID_HEADER } from "@shared/constants/podcast";
import type { Paged, PodcastCriticReview } from "@shared/schemas/critics";
import type {
  ImportProgress,
  ImportReport,
  PodcastDetail,
  PodcastInput,
  PodcastPage,
} from "@shared/schemas/podcast";
import type { Review, ReviewCreateInput } from "@shared/schemas/review";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  type CatalogueQuery,
  catalogueUrl,
  podcastCriticReviewsUrl,
  podcastReviewsUrl,
  podcastUrl,
  REVIEWS_PAGE_SIZE,
} from "./urls";

export type { CatalogueQuery } from "./urls";

export type PodcastWithMyReview = PodcastDetail & { myReview: Review | null };

const LIST_KEY = "/api/podcasts";
const podcastKey = (id: number) => ["/api/podcasts/:id", id] as const;
const reviewsKey = (id: number) => ["/api/podcasts/:id/reviews", id] as const;

export function useCatalogue(query: CatalogueQuery) {
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => apiGet<PodcastPage>(catalogueUrl(query)),
    placeholderData: keepPreviousData,
  });
}

export function usePodcast(id: number | undefined) {
  return useQuery({
    queryKey: podcastKey(id ?? 0),
    queryFn: () => apiGet<PodcastWithMyReview>(podcastUrl(id!)),
    enabled: id !== undefined,
  });
}

export { REVIEWS_PAGE_SIZE } from "./urls";

/** Reviews newest first, a page at a time ("Load more reviews"). */
export function usePodcastReviews(id: number | undefined) {
  return useInfiniteQuery({
    queryKey: reviewsKey(id ?? 0),
    queryFn: ({ pageParam }) => apiGet<Review[]>(podcastReviewsUrl(id!, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === REVIEWS_PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: id !== undefined,
  });
}

/** Critic reviews linked to the podcast, newest first, a page at a time ("Load more critic reviews"). */
export function usePodcastCriticReviews(id: number | undefined) {
  return useInfiniteQuery({
    queryKey: ["/api/podcasts/:id/critic-reviews", id ?? 0],
    queryFn: ({ pageParam }) => apiGet<Paged<PodcastCriticReview>>(podcastCriticReviewsUrl(id!, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
  });
}

/**
 * After any write, the podcast, its reviews and the catalogue's numbers are stale. Not awaited: the
 * caller's own onSuccess (toast, closing the form) runs at once.
 */
function refreshPodcast(podcastId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: podcastKey(podcastId) }),
    queryClient.invalidateQueries({ queryKey: reviewsKey(podcastId) }),
    queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
  ]);
}

export function useCreateReview() {
  return useMutation({
    mutationFn: (input: ReviewCreateInput) => apiRequest<Review>("POST", "/api/reviews", input),
    onSuccess: (review) => void refreshPodcast(review.podcastId),
  });
}

export function useUpdateReview() {
  return useMutation({
    mutationFn: ({ id, ...input }: { id: number; title: string; content: string; rating: number }) =>
      apiRequest<Review>("PUT", `/api/reviews/${id}`, input),
    onSuccess: (review) => void refreshPodcast(review.podcastId),
  });
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: (review: { id: number; podcastId: number }) =>
      apiRequest<{ message: string }>("DELETE", `/api/reviews/${review.id}`),
    onSuccess: (_data, review) => void refreshPodcast(review.podcastId),
  });
}

export function useSavePodcast() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PodcastInput }) =>
      id === undefined
        ? apiRequest<PodcastDetail>("POST", "/api/podcasts", input)
        : apiRequest<PodcastDetail>("PUT", `/api/podcasts/${id}`, input),
    onSuccess: (podcast) => void refreshPodcast(podcast.id),
  });
}

/** Sends the file as the request body; the server reads its format from the name or content type. */
/** A random UUID (v4), also where crypto.randomUUID is missing (pages served over plain http). */
export function newImportId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How far the server is with an import: asked every half second while the component is on screen. */
export function useImportProgress(id: string | null): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    if (id === null) return;
    let stopped = false;
    const ask = () =>
      apiGet<ImportProgress>(`/api/admin/podcasts/imports/${id}`).then(
        (answer) => !stopped && setProgress(answer),
        () => undefined, // not registered yet, or a network blip: the next ask tells
      );
    void ask();
    const timer = setInterval(ask, 500);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id]);
  return progress;
}

export function useImportPodcasts() {
  return useMutation({
    mutationFn: async ({ file, defaultGenre, id }: { file: File; defaultGenre: string; id: string }) => {
      const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
      const format = ["csv", "json", "rss", "opml"].includes(extension)
        ? extension
        : extension === "xml"
          ? "rss"
          : "";
      const params = new URLSearchParams();
      if (format) params.set("format", format);
      if (defaultGenre) params.set("defaultGenre", defaultGenre);
      const response = await fetch(`/api/admin/podcasts/import?${params}`, {
        method: "POST",
        credentials: "include",
        headers: {
          "Content-Type": format === "json" ? "application/json" : "application/octet-stream",
          [IMPORT_ID_HEADER]: id,
        },
        body: file,
      });
      const body = (await response.json().catch(() => ({}))) as ImportReport & { message?: string };
      if (!response.ok) throw new Error(`${response.status}: ${body.message ?? response.statusText}`);
      return body;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
  });
}
