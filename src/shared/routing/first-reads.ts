import {
  adminCriticReviewsUrl,
  applicationSummaryUrl,
  applicationsUrl,
  readApplicationStatus,
  readLinkFilters,
  readReportFilter,
  reportSummaryUrl,
  reportsUrl,
  trendsUrl,
  trendWeeksParam,
} from "@shared/api/urls/admin";
import { criticInfoUrl, criticProfileUrl, criticReviewsUrl } from "@shared/api/urls/critic";
import { criticPageUrl, leaderboardUrl, readPeriod } from "@shared/api/urls/critics";
import {
  catalogueUrl,
  episodeCriticReviewsUrl,
  episodeReviewsUrl,
  episodeUrl,
  parsePodcastId,
  podcastCriticReviewsUrl,
  podcastEpisodesUrl,
  podcastReviewsUrl,
  podcastUrl,
  readCatalogueQuery,
} from "@shared/api/urls/podcasts";
import type { Params } from "./match";
import { pageParam } from "./page-param";
import type { PAGES } from "./pages";

/** A page's address as both sides see it, and who is looking (their critic name, if any). */
export interface FirstReadsMatch {
  params: Params;
  search: URLSearchParams;
  criticName: string | null | undefined;
}

/** The signed-in critic's first reads, each from their critic name (none without one). */
const byCriticName =
  (...urls: ((criticName: string) => string)[]) =>
  ({ criticName }: FirstReadsMatch) =>
    criticName ? urls.map((url) => url(criticName)) : [];

/**
 * The API addresses each page reads first. The client requests them with the page's chunk (on hover, focus
 * or navigation); the server names them in the page's HTML (`<link rel="preload" as="fetch">`), so a first
 * visit fetches them in parallel with the app's script. Both must ask for exactly these strings: a
 * preload is only used by a request for the same address.
 */
export const FIRST_READS: Partial<Record<keyof typeof PAGES, (match: FirstReadsMatch) => string[]>> = {
  home: ({ search }) => [catalogueUrl(readCatalogueQuery(search))],
  podcast: ({ params }) => {
    const id = parsePodcastId(params.id);
    return id
      ? [podcastUrl(id), podcastCriticReviewsUrl(id, 1), podcastReviewsUrl(id, 1), podcastEpisodesUrl(id, 1)]
      : [];
  },
  episode: ({ params }) => {
    const id = parsePodcastId(params.id);
    return id ? [episodeUrl(id), episodeCriticReviewsUrl(id, 1), episodeReviewsUrl(id, 1)] : [];
  },
  admin: ({ search }) => [
    "/api/admin/stats",
    trendsUrl(trendWeeksParam(search)),
    applicationSummaryUrl,
    reportSummaryUrl,
  ],
  adminCriticReviews: ({ search }) => [adminCriticReviewsUrl(readLinkFilters(search), pageParam(search))],
  adminApplications: ({ search }) => [applicationsUrl(readApplicationStatus(search), pageParam(search))],
  adminReports: ({ search }) => [reportsUrl(readReportFilter(search), pageParam(search))],
  criticDashboard: byCriticName(criticReviewsUrl),
  criticReviews: byCriticName(criticReviewsUrl),
  criticAddReview: byCriticName(criticInfoUrl),
  // A critic's profile page: their title's review count and their public profile.
  profile: byCriticName(criticInfoUrl, () => criticProfileUrl),
  critics: ({ search }) => [leaderboardUrl(readPeriod(search))],
  critic: ({ params, search }) => (params.slug ? [criticPageUrl(params.slug, pageParam(search))] : []),
};

/**
 * What the app's frame reads on every page for this visitor (the administrators' navigation counts): a
 * server-drawn page is drawn with these answers too, so that the counts hydrate as drawn.
 */
export const shellReads = (user: { role: string } | null): string[] =>
  user?.role === "admin" ? [applicationSummaryUrl, reportSummaryUrl] : [];
