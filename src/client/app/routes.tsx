import { trendsUrl, trendWeeksParam, unlinkedReviewsUrl } from "@client/features/admin/urls";
import { criticInfoUrl, criticReviewsUrl } from "@client/features/critic/urls";
import { criticPageUrl, leaderboardUrl, readPeriod } from "@client/features/critics/urls";
import { NotFoundPage } from "@client/features/errors/not-found-page";
import {
  catalogueUrl,
  parsePodcastId,
  podcastCriticReviewsUrl,
  podcastReviewsUrl,
  podcastUrl,
  readCatalogueQuery,
} from "@client/features/podcasts/urls";
import { loadDataLayer } from "@client/lib/data-layer";
import { createRoutes, type RouteDefinition } from "@client/lib/router";
import { getCurrentUser } from "@client/lib/session";
import { pageParam } from "@client/lib/url-state";
import { PAGES, type PageEntry } from "@shared/routing/pages";
import type { ComponentType } from "react";
import { type Access, mayOpen } from "./guards";

// Each page a chunk of its own, found by the module named in the shared page table.
const chunks = import.meta.glob<{ default: ComponentType }>([
  "../features/*/pages/*-page.tsx",
  "../features/home/home-page.tsx",
]);

/** A page of the shared table (shared/routing/pages.ts): its path, who may open it and its chunk. */
function page(entry: PageEntry): RouteDefinition<Access> {
  const load = chunks[`../${entry.module}.tsx`];
  if (!load) throw new Error(`No page module ${entry.module} for ${entry.path}`);
  return { path: entry.path, access: entry.access, page: load };
}

/** The signed-in critic's first reads, by critic name (none without one). */
const criticData = (url: (criticName: string) => string) => () => {
  const name = getCurrentUser()?.criticName;
  return name ? [url(name)] : [];
};

/**
 * Every page of the app, in match order. A route takes its path, who may open it and its chunk from the shared
 * page table (shared/routing/pages.ts, which the server reads to preload the chunk with the page), and
 * declares, optionally, the API URLs it reads first. The router then fetches the chunk when a link to
 * it is on screen, and chunk and data together on hover, focus, touch or click: a new page is one entry
 * there and one here. See docs/performance.md.
 */
const table: RouteDefinition<Access>[] = [
  page(PAGES.auth),
  page(PAGES.forgotPassword),
  page(PAGES.resetPassword),
  {
    ...page(PAGES.home),
    data: ({ search }) => [catalogueUrl(readCatalogueQuery(search))],
  },
  page(PAGES.profile),
  {
    ...page(PAGES.podcast),
    data: ({ params }) => {
      const id = parsePodcastId(params.id);
      return id ? [podcastUrl(id), podcastCriticReviewsUrl(id, 1), podcastReviewsUrl(id, 1)] : [];
    },
  },
  {
    ...page(PAGES.admin),
    data: ({ search }) => ["/api/admin/stats", trendsUrl(trendWeeksParam(search))],
  },
  page(PAGES.adminUsers),
  page(PAGES.adminAudit),
  page(PAGES.adminCritics),
  {
    ...page(PAGES.adminCriticReviews),
    data: ({ search }) => [unlinkedReviewsUrl(pageParam(search))],
  },
  {
    ...page(PAGES.criticDashboard),
    data: criticData(criticReviewsUrl),
  },
  {
    ...page(PAGES.criticReviews),
    data: criticData(criticReviewsUrl),
  },
  {
    ...page(PAGES.criticAddReview),
    data: criticData(criticInfoUrl),
  },
  {
    ...page(PAGES.critics),
    data: ({ search }) => [leaderboardUrl(readPeriod(search))],
  },
  {
    ...page(PAGES.critic),
    data: ({ params, search }) => (params.slug ? [criticPageUrl(params.slug, pageParam(search))] : []),
  },
  { path: "*", access: "anyone", component: NotFoundPage },
];

export const routes = createRoutes(table, {
  withEveryPage: loadDataLayer,
  mayRequestData: (route) => mayOpen(route.access ?? "anyone", getCurrentUser()),
});
