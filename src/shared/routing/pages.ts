import { paths } from "./paths";

/** Who a page is for, as far as preloading goes: a signed-out visitor of a signed-in page is sent away. */
export type PageVisitor = "signed-in" | "signed-out" | "anyone";

export interface PageEntry {
  /** The address pattern (`:name`, `:name?`), as the client's router matches it. */
  path: string;
  /** The page's source module under src/client/, without extension: its own chunk. */
  module: string;
  visitor: PageVisitor;
}

/**
 * Every page of the client that is a chunk of its own. The client's route table (app/routes.tsx) adds who
 * may open each page and its first data; the server (http/page-preloads.ts) preloads a page's chunk with
 * its HTML, so the phone fetches it together with the first page instead of after it (decision 0041).
 */
export const PAGES = {
  auth: { path: paths.auth, module: "features/auth/pages/auth-page", visitor: "signed-out" },
  forgotPassword: {
    path: paths.forgotPassword,
    module: "features/auth/pages/forgot-password-page",
    visitor: "anyone",
  },
  resetPassword: {
    path: paths.resetPasswordPattern,
    module: "features/auth/pages/reset-password-page",
    visitor: "anyone",
  },
  home: { path: paths.home, module: "features/home/home-page", visitor: "signed-in" },
  profile: { path: paths.profile, module: "features/profile/pages/profile-page", visitor: "signed-in" },
  podcast: {
    path: paths.podcast(":id"),
    module: "features/podcasts/pages/podcast-page",
    visitor: "signed-in",
  },
  admin: { path: paths.admin, module: "features/admin/pages/admin-dashboard-page", visitor: "signed-in" },
  adminUsers: {
    path: paths.adminUsers,
    module: "features/admin/pages/admin-users-page",
    visitor: "signed-in",
  },
  adminAudit: {
    path: paths.adminAudit,
    module: "features/admin/pages/admin-audit-page",
    visitor: "signed-in",
  },
  adminCritics: {
    path: paths.adminCritics,
    module: "features/admin/pages/admin-critics-page",
    visitor: "signed-in",
  },
  adminCriticReviews: {
    path: paths.adminCriticReviews,
    module: "features/admin/pages/admin-critic-reviews-page",
    visitor: "signed-in",
  },
  criticDashboard: {
    path: paths.criticDashboard,
    module: "features/critic/pages/dashboard-page",
    visitor: "signed-in",
  },
  criticReviews: {
    path: paths.criticReviews,
    module: "features/critic/pages/my-reviews-page",
    visitor: "signed-in",
  },
  criticAddReview: {
    path: paths.criticAddReview,
    module: "features/critic/pages/add-review-page",
    visitor: "signed-in",
  },
  critics: { path: paths.critics, module: "features/critics/pages/leaderboard-page", visitor: "anyone" },
  critic: { path: paths.criticPattern, module: "features/critics/pages/critic-page", visitor: "anyone" },
} as const satisfies Record<string, PageEntry>;

/** The data layer (TanStack Query), loaded with every page's chunk. */
export const DATA_LAYER_MODULE = "lib/query-provider";
