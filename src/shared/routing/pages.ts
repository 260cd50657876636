import { paths } from "./page-paths";

/** Who may open a page (the client's gate enforces it; app/guards.tsx). */
export type PageAccess = "anyone" | "signed-out" | "signed-in" | "admin" | "critic";

/** Who a page is for, as far as preloading goes: a signed-out visitor of a signed-in page is sent away. */
export type PageVisitor = "signed-in" | "signed-out" | "anyone";

/** Whether a visitor (null: signed out) may open, and so read the first data of, a page with this access. */
export function mayOpen(access: PageAccess, user: { role: string } | null): boolean {
  switch (access) {
    case "anyone":
      return true;
    case "signed-out":
      return !user;
    case "signed-in":
      return Boolean(user);
    default:
      return user?.role === access;
  }
}

export const visitorOf = (access: PageAccess): PageVisitor =>
  access === "anyone" || access === "signed-out" ? access : "signed-in";

export interface PageEntry {
  /** The address pattern (`:name`, `:name?`), as the client's router matches it. */
  path: string;
  /** The page's source module under src/client/, without extension: its own chunk. */
  module: string;
  access: PageAccess;
}

const entry = (path: string, module: string, access: PageAccess): PageEntry => ({ path, module, access });

/**
 * Every page of the client that is a chunk of its own, with who may open it. The client's route table
 * (app/routes.tsx) adds each page's first data; the server (http/page-preloads.ts) preloads a page's chunk
 * with its HTML, so the phone fetches it together with the first page instead of after it (decision 0041).
 */
export const PAGES = {
  auth: entry(paths.auth, "features/auth/pages/auth-page", "signed-out"),
  forgotPassword: entry(paths.forgotPassword, "features/auth/pages/forgot-password-page", "anyone"),
  resetPassword: entry(paths.resetPasswordPattern, "features/auth/pages/reset-password-page", "anyone"),
  home: entry(paths.home, "features/home/home-page", "signed-in"),
  profile: entry(paths.profile, "features/profile/pages/profile-page", "signed-in"),
  following: entry(paths.following, "features/following/pages/following-page", "signed-in"),
  podcast: entry(paths.podcast(":id"), "features/podcasts/pages/podcast-page", "signed-in"),
  episode: entry(paths.episode(":id"), "features/podcasts/pages/episode-page", "signed-in"),
  admin: entry(paths.admin, "features/admin/pages/admin-dashboard-page", "admin"),
  adminUsers: entry(paths.adminUsers, "features/admin/pages/admin-users-page", "admin"),
  adminAudit: entry(paths.adminAudit, "features/admin/pages/admin-audit-page", "admin"),
  adminCritics: entry(paths.adminCritics, "features/admin/pages/admin-critics-page", "admin"),
  adminCriticReviews: entry(
    paths.adminCriticReviews,
    "features/admin/pages/admin-critic-reviews-page",
    "admin",
  ),
  adminApplications: entry(
    paths.adminApplications,
    "features/applications/pages/admin-applications-page",
    "admin",
  ),
  adminReports: entry(paths.adminReports, "features/moderation/pages/admin-reports-page", "admin"),
  criticDashboard: entry(paths.criticDashboard, "features/critic/pages/dashboard-page", "critic"),
  criticReviews: entry(paths.criticReviews, "features/critic/pages/my-reviews-page", "critic"),
  criticAddReview: entry(paths.criticAddReview, "features/critic/pages/add-review-page", "critic"),
  critics: entry(paths.critics, "features/critics/pages/leaderboard-page", "anyone"),
  critic: entry(paths.criticPattern, "features/critics/pages/critic-page", "anyone"),
} satisfies Record<string, PageEntry>;

/** The data layer (TanStack Query), loaded with every page's chunk. */
export const DATA_LAYER_MODULE = "lib/query-provider";

/**
 * Where the server lists each page's own files by page name (`{ "podcast": ["/assets/…js", …] }`): links
 * on screen download their page's files from it without running them (decision 0065).
 */
export const PAGE_FILES_PATH = "/page-files.json";
