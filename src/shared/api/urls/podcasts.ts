// The API addresses of the podcast pages' reads, shared by their queries and by the loader reads that the
// client's route table and the server's page HTML start early (shared/routing/first-reads.ts): a preload
// only serves a request for the very same address.
import { apiUrl } from "@shared/api/api-url";
import { GENRES } from "@shared/constants/genres";
import { ID_MAX } from "@shared/constants/ids";
import { CRITIC_REVIEWS_PAGE_SIZE, PODCAST_SORTS, type PodcastSort } from "@shared/constants/podcast";
import { pageParam } from "@shared/routing/page-param";

export interface CatalogueQuery {
  page: number;
  q: string;
  genre: string;
  sort: PodcastSort;
}

/** The catalogue's state as the home page's address holds it. */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    genre: GENRES.find((g) => g === params.get("genre")) ?? "",
    sort: PODCAST_SORTS.find((s) => s === sort) ?? "title",
    page: pageParam(params),
  };
}

export const catalogueUrl = (query: CatalogueQuery) =>
  apiUrl(
    "GET /api/podcasts",
    {},
    {
      page: query.page,
      sort: query.sort,
      q: query.q || undefined,
      genre: query.genre || undefined,
    },
  );

export const REVIEWS_PAGE_SIZE = 20;
export const podcastUrl = (id: number) => apiUrl("GET /api/podcasts/:id", { id });
export const podcastReviewsUrl = (id: number, page: number) =>
  apiUrl("GET /api/podcasts/:id/reviews", { id }, { page, pageSize: REVIEWS_PAGE_SIZE });

export const podcastCriticReviewsUrl = (id: number, page: number) =>
  apiUrl("GET /api/podcasts/:id/critic-reviews", { id }, { page, pageSize: CRITIC_REVIEWS_PAGE_SIZE });

/** Episodes (issue 52): a page of a podcast's, one episode, its reviews and its critic reviews. */
export const EPISODES_LIST_SIZE = 10;
export const podcastEpisodesUrl = (id: number, page: number, pageSize = EPISODES_LIST_SIZE) =>
  apiUrl("GET /api/podcasts/:id/episodes", { id }, { page, pageSize });
export const episodeUrl = (id: number) => apiUrl("GET /api/episodes/:id", { id });
export const episodeReviewsUrl = (id: number, page: number) =>
  apiUrl("GET /api/episodes/:id/reviews", { id }, { page, pageSize: REVIEWS_PAGE_SIZE });
export const episodeCriticReviewsUrl = (id: number, page: number) =>
  apiUrl("GET /api/episodes/:id/critic-reviews", { id }, { page, pageSize: CRITIC_REVIEWS_PAGE_SIZE });

/** A podcast id from the address: digits only, within PostgreSQL's integer range. */
export function parsePodcastId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}
