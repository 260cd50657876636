import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import {
  type CatalogueQuery,
  catalogueUrl,
  EPISODES_LIST_SIZE,
  episodeCriticReviewsUrl,
  episodeReviewsUrl,
  episodeUrl,
  podcastCriticReviewsUrl,
  podcastEpisodesUrl,
  podcastReviewsUrl,
  podcastUrl,
  REVIEWS_PAGE_SIZE,
} from "@shared/api/urls/podcasts";
import { IMPORT_FORMATS, IMPORT_ID_HEADER } from "@shared/constants/podcast";
import type { ImportProgress, PodcastInput } from "@shared/schemas/podcast";
import type { ReviewCreateInput, ReviewFormInput } from "@shared/schemas/review";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

export type { CatalogueQuery } from "@shared/api/urls/podcasts";
export type { PodcastView as PodcastWithMyReview } from "@shared/schemas/review";

/** The catalogue's query keys: invalidating `podcastKeys.all` reaches every list, podcast and review view. */
export const podcastKeys = {
  all: ["podcasts"] as const,
  lists: ["podcasts", "list"] as const,
  list: (query: CatalogueQuery) => ["podcasts", "list", query] as const,
  detail: (id: number) => ["podcasts", "detail", id] as const,
  reviews: (id: number) => ["podcasts", "detail", id, "reviews"] as const,
  criticReviews: (id: number) => ["podcasts", "detail", id, "critic-reviews"] as const,
  episodes: (id: number) => ["podcasts", "detail", id, "episodes"] as const,
  allEpisodes: ["podcasts", "episode"] as const,
  episode: (id: number) => ["podcasts", "episode", id] as const,
  episodeReviews: (id: number) => ["podcasts", "episode", id, "reviews"] as const,
  episodeCriticReviews: (id: number) => ["podcasts", "episode", id, "critic-reviews"] as const,
};

export function useCatalogue(query: CatalogueQuery) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: podcastKeys.list(query),
    queryFn: () => apiGet(catalogueUrl(query)),
    initialData: () => answers.take(catalogueUrl(query)),
    placeholderData: keepPreviousData,
  });
}

export function usePodcast(id: number | undefined) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: podcastKeys.detail(id ?? 0),
    queryFn: () => apiGet(podcastUrl(id!)),
    initialData: () => (id === undefined ? undefined : answers.take(podcastUrl(id))),
    enabled: id !== undefined,
  });
}

export { REVIEWS_PAGE_SIZE } from "@shared/api/urls/podcasts";

/** Reviews newest first, a page at a time ("Load more reviews"). */
export function usePodcastReviews(id: number | undefined) {
  const answers = usePageAnswers();
  return useInfiniteQuery({
    queryKey: podcastKeys.reviews(id ?? 0),
    queryFn: ({ pageParam }) => apiGet(podcastReviewsUrl(id!, pageParam)),
    initialData: () => (id === undefined ? undefined : answers.firstPage(podcastReviewsUrl(id, 1))),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === REVIEWS_PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: id !== undefined,
  });
}

/** Critic reviews linked to the podcast, newest first, a page at a time ("Load more critic reviews"). */
export function usePodcastCriticReviews(id: number | undefined) {
  const answers = usePageAnswers();
  return useInfiniteQuery({
    queryKey: podcastKeys.criticReviews(id ?? 0),
    queryFn: ({ pageParam }) => apiGet(podcastCriticReviewsUrl(id!, pageParam)),
    initialData: () => (id === undefined ? undefined : answers.firstPage(podcastCriticReviewsUrl(id, 1))),
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
    queryClient.invalidateQueries({ queryKey: podcastKeys.detail(podcastId) }),
    queryClient.invalidateQueries({ queryKey: podcastKeys.lists }),
    queryClient.invalidateQueries({ queryKey: podcastKeys.allEpisodes }),
  ]);
}

/** A podcast's episodes, newest first, a page at a time ("Load more episodes"). */
export function usePodcastEpisodes(id: number | undefined, pageSize = EPISODES_LIST_SIZE) {
  const answers = usePageAnswers();
  return useInfiniteQuery({
    queryKey: [...podcastKeys.episodes(id ?? 0), pageSize],
    queryFn: ({ pageParam }) => apiGet(podcastEpisodesUrl(id!, pageParam, pageSize)),
    initialData: () =>
      id === undefined ? undefined : answers.firstPage(podcastEpisodesUrl(id, 1, pageSize)),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * last.pageSize < last.total ? all.length + 1 : undefined),
    enabled: id !== undefined,
  });
}

export function useEpisode(id: number | undefined) {
  const answers = usePageAnswers();
  return useQuery({
    queryKey: podcastKeys.episode(id ?? 0),
    queryFn: () => apiGet(episodeUrl(id!)),
    initialData: () => (id === undefined ? undefined : answers.take(episodeUrl(id))),
    enabled: id !== undefined,
  });
}

export function useEpisodeReviews(id: number | undefined) {
  const answers = usePageAnswers();
  return useInfiniteQuery({
    queryKey: podcastKeys.episodeReviews(id ?? 0),
    queryFn: ({ pageParam }) => apiGet(episodeReviewsUrl(id!, pageParam)),
    initialData: () => (id === undefined ? undefined : answers.firstPage(episodeReviewsUrl(id, 1))),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length === REVIEWS_PAGE_SIZE ? all.length + 1 : undefined),
    enabled: id !== undefined,
  });
}

/** Critic reviews of the episode, newest first, a page at a time ("Load more critic reviews"). */
export function useEpisodeCriticReviews(id: number | undefined) {
  const answers = usePageAnswers();
  return useInfiniteQuery({
    queryKey: podcastKeys.episodeCriticReviews(id ?? 0),
    queryFn: ({ pageParam }) => apiGet(episodeCriticReviewsUrl(id!, pageParam)),
    initialData: () => (id === undefined ? undefined : answers.firstPage(episodeCriticReviewsUrl(id, 1))),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
  });
}

export function useCreateReview() {
  return useMutation({
    mutationFn: (input: ReviewCreateInput) => apiCall("POST /api/reviews", { body: input }),
    onSuccess: (review) => void refreshPodcast(review.podcastId),
  });
}

export function useUpdateReview() {
  return useMutation({
    mutationFn: ({ id, ...input }: { id: number } & ReviewFormInput) =>
      apiCall("PUT /api/reviews/:id", { params: { id }, body: input }),
    onSuccess: (review) => void refreshPodcast(review.podcastId),
  });
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: (review: { id: number; podcastId: number }) =>
      apiCall("DELETE /api/reviews/:id", { params: { id: review.id } }),
    onSuccess: (_data, review) => void refreshPodcast(review.podcastId),
  });
}

export function useSavePodcast() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PodcastInput }) =>
      id === undefined
        ? apiCall("POST /api/podcasts", { body: input })
        : apiCall("PUT /api/podcasts/:id", { params: { id }, body: input }),
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
      apiCall("GET /api/admin/podcasts/imports/:id", { params: { id } }).then(
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
      const format = (IMPORT_FORMATS as readonly string[]).includes(extension)
        ? extension
        : extension === "xml"
          ? "rss"
          : "";
      return apiCall("POST /api/admin/podcasts/import", {
        query: { format: format || undefined, defaultGenre: defaultGenre || undefined },
        body: file,
        init: {
          headers: {
            "Content-Type": format === "json" ? "application/json" : "application/octet-stream",
            [IMPORT_ID_HEADER]: id,
          },
        },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.lists }),
  });
}
