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
import { criticFollowUrl, feedUrl, followingUrl, podcastFollowUrl } from "@shared/api/urls/following";
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

/** Who is looking, as far as their reads go: their critic name and page (null without one). */
export interface FirstReadsViewer {
  criticName: string | null;
  criticSlug: string | null;
}

/** A page's address as both sides see it, and who is looking (null: signed out). */
export interface FirstReadsMatch {
  params: Params;
  search: URLSearchParams;
  viewer: FirstReadsViewer | null;
}

/** The signed-in critic's first reads, each from their critic name (none without one). */
const byCriticName =
  (...urls: ((criticName: string) => string)[]) =>
  ({ viewer }: FirstReadsMatch) =>
    viewer?.criticName ? urls.map((url) => url(viewer.criticName!)) : [];

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
      ? [
          podcastUrl(id),
          podcastFollowUrl(id),
          podcastCriticReviewsUrl(id, 1),
          podcastReviewsUrl(id, 1),
          podcastEpisodesUrl(id, 1),
        ]
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
  // The critic's reviews, and their follower count from their page's follow state.
  criticDashboard: (match) => {
    const slug = match.viewer?.criticName && match.viewer.criticSlug;
    return [...byCriticName(criticReviewsUrl)(match), ...(slug ? [criticFollowUrl(slug)] : [])];
  },
  criticReviews: byCriticName(criticReviewsUrl),
  criticAddReview: byCriticName(criticInfoUrl),
  // A critic's profile page: their title's review count and their public profile.
  profile: byCriticName(criticInfoUrl, () => criticProfileUrl),
  critics: ({ search }) => [leaderboardUrl(readPeriod(search))],
  // The follow state only for a signed-in visitor: a signed-out one's page is drawn once for all of them
  // and kept (decision 0075), so its follower count is read by the browser, never kept with the page.
  critic: ({ params, search, viewer }) =>
    params.slug
      ? [criticPageUrl(params.slug, pageParam(search)), ...(viewer ? [criticFollowUrl(params.slug)] : [])]
      : [],
  following: () => [feedUrl(), followingUrl(1)],
};

/**
 * What the app's frame reads on every page for this visitor (the administrators' navigation counts): a
 * server-drawn page is drawn with these answers too, so that the counts hydrate as drawn.
 */
export const shellReads = (user: { role: string } | null): string[] =>
  user?.role === "admin" ? [applicationSummaryUrl, reportSummaryUrl] : [];
