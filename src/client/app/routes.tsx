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
import { paths } from "@client/lib/paths";
import { createRoutes, type RouteDefinition } from "@client/lib/router";
import { getCurrentUser } from "@client/lib/session";
import { pageParam } from "@client/lib/url-state";
import { type Access, mayOpen } from "./guards";

/** The signed-in critic's first reads, by critic name (none without one). */
const criticData = (url: (criticName: string) => string) => () => {
  const name = getCurrentUser()?.criticName;
  return name ? [url(name)] : [];
};

/**
 * Every page of the app, in match order. A route declares its path (from lib/paths.ts), who may open it,
 * its page as a dynamic import (its own chunk) and, optionally, the API URLs it reads first. The router then
 * fetches the chunk when a link to it is on screen, and chunk and data together on hover, focus, touch or
 * click: a new page only has to declare itself here. See docs/performance.md.
 */
const table: RouteDefinition<Access>[] = [
  { path: paths.auth, access: "signed-out", page: () => import("@client/features/auth/pages/auth-page") },
  {
    path: paths.forgotPassword,
    access: "anyone",
    page: () => import("@client/features/auth/pages/forgot-password-page"),
  },
  {
    path: paths.resetPasswordPattern,
    access: "anyone",
    page: () => import("@client/features/auth/pages/reset-password-page"),
  },
  {
    path: paths.home,
    access: "signed-in",
    page: () => import("@client/features/home/home-page"),
    data: ({ search }) => [catalogueUrl(readCatalogueQuery(search))],
  },
  {
    path: paths.profile,
    access: "signed-in",
    page: () => import("@client/features/profile/pages/profile-page"),
  },
  {
    path: paths.podcast(":id"),
    access: "signed-in",
    page: () => import("@client/features/podcasts/pages/podcast-page"),
    data: ({ params }) => {
      const id = parsePodcastId(params.id);
      return id ? [podcastUrl(id), podcastCriticReviewsUrl(id, 1), podcastReviewsUrl(id, 1)] : [];
    },
  },
  {
    path: paths.admin,
    access: "admin",
    page: () => import("@client/features/admin/pages/admin-dashboard-page"),
    data: ({ search }) => ["/api/admin/stats", trendsUrl(trendWeeksParam(search))],
  },
  {
    path: paths.adminUsers,
    access: "admin",
    page: () => import("@client/features/admin/pages/admin-users-page"),
  },
  {
    path: paths.adminAudit,
    access: "admin",
    page: () => import("@client/features/admin/pages/admin-audit-page"),
  },
  {
    path: paths.adminCritics,
    access: "admin",
    page: () => import("@client/features/admin/pages/admin-critics-page"),
  },
  {
    path: paths.adminCriticReviews,
    access: "admin",
    page: () => import("@client/features/admin/pages/admin-critic-reviews-page"),
    data: ({ search }) => [unlinkedReviewsUrl(pageParam(search))],
  },
  {
    path: paths.criticDashboard,
    access: "critic",
    page: () => import("@client/features/critic/pages/dashboard-page"),
    data: criticData(criticReviewsUrl),
  },
  {
    path: paths.criticReviews,
    access: "critic",
    page: () => import("@client/features/critic/pages/my-reviews-page"),
    data: criticData(criticReviewsUrl),
  },
  {
    path: paths.criticAddReview,
    access: "critic",
    page: () => import("@client/features/critic/pages/add-review-page"),
    data: criticData(criticInfoUrl),
  },
  {
    path: paths.critics,
    access: "anyone",
    page: () => import("@client/features/critics/pages/leaderboard-page"),
    data: ({ search }) => [leaderboardUrl(readPeriod(search))],
  },
  {
    path: paths.criticPattern,
    access: "anyone",
    page: () => import("@client/features/critics/pages/critic-page"),
    data: ({ params, search }) => (params.slug ? [criticPageUrl(params.slug, pageParam(search))] : []),
  },
  { path: "*", access: "anyone", component: NotFoundPage },
];

export const routes = createRoutes(table, {
  withEveryPage: loadDataLayer,
  mayRequestData: (route) => mayOpen(route.access ?? "anyone", getCurrentUser()),
});
