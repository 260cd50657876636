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

/** A page of the shared table (shared/routing/pages.ts): its path and its chunk. */
export function page(entry: PageEntry): { path: string; page: () => Promise<{ default: ComponentType }> } {
  const load = chunks[`../${entry.module}.tsx`];
  if (!load) throw new Error(`No page module ${entry.module} for ${entry.path}`);
  return { path: entry.path, page: load };
}

/** The signed-in critic's first reads, by critic name (none without one). */
const criticData = (url: (criticName: string) => string) => () => {
  const name = getCurrentUser()?.criticName;
  return name ? [url(name)] : [];
};

/**
 * Every page of the app, in match order. A route takes its path and chunk from the shared page table
 * (shared/routing/pages.ts, which the server reads to preload the chunk with the page), and declares who may
 * open it and, optionally, the API URLs it reads first. The router then fetches the chunk when a link to
 * it is on screen, and chunk and data together on hover, focus, touch or click: a new page is one entry
 * there and one here. See docs/performance.md.
 */
const table: RouteDefinition<Access>[] = [
  { ...page(PAGES.auth), access: "signed-out" },
  {
    ...page(PAGES.forgotPassword),
    access: "anyone",
  },
  {
    ...page(PAGES.resetPassword),
    access: "anyone",
  },
  {
    ...page(PAGES.home),
    access: "signed-in",
    data: ({ search }) => [catalogueUrl(readCatalogueQuery(search))],
  },
  {
    ...page(PAGES.profile),
    access: "signed-in",
  },
  {
    ...page(PAGES.podcast),
    access: "signed-in",
    data: ({ params }) => {
      const id = parsePodcastId(params.id);
      return id ? [podcastUrl(id), podcastCriticReviewsUrl(id, 1), podcastReviewsUrl(id, 1)] : [];
    },
  },
  {
    ...page(PAGES.admin),
    access: "admin",
    data: ({ search }) => ["/api/admin/stats", trendsUrl(trendWeeksParam(search))],
  },
  {
    ...page(PAGES.adminUsers),
    access: "admin",
  },
  {
    ...page(PAGES.adminAudit),
    access: "admin",
  },
  {
    ...page(PAGES.adminCritics),
    access: "admin",
  },
  {
    ...page(PAGES.adminCriticReviews),
    access: "admin",
    data: ({ search }) => [unlinkedReviewsUrl(pageParam(search))],
  },
  {
    ...page(PAGES.criticDashboard),
    access: "critic",
    data: criticData(criticReviewsUrl),
  },
  {
    ...page(PAGES.criticReviews),
    access: "critic",
    data: criticData(criticReviewsUrl),
  },
  {
    ...page(PAGES.criticAddReview),
    access: "critic",
    data: criticData(criticInfoUrl),
  },
  {
    ...page(PAGES.critics),
    access: "anyone",
    data: ({ search }) => [leaderboardUrl(readPeriod(search))],
  },
  {
    ...page(PAGES.critic),
    access: "anyone",
    data: ({ params, search }) => (params.slug ? [criticPageUrl(params.slug, pageParam(search))] : []),
  },
  { path: "*", access: "anyone", component: NotFoundPage },
];

export const routes = createRoutes(table, {
  withEveryPage: loadDataLayer,
  mayRequestData: (route) => mayOpen(route.access ?? "anyone", getCurrentUser()),
});
