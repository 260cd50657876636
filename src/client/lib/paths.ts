/** Every route of the client, defined once. */
export const paths = {
  home: "/",
  auth: "/auth",
  forgotPassword: "/forgot-password",
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  profile: "/profile",
  podcast: (id: number | string) => `/podcasts/${id}`,
  admin: "/admin",
  adminUsers: "/admin/users",
  adminAudit: "/admin/audit",
  adminCritics: "/admin/critics",
  adminCriticReviews: "/admin/critic-reviews",
  criticDashboard: "/critic/dashboard",
  criticReviews: "/critic/my-reviews",
  criticAddReview: "/critic/add-review",
  critics: "/critics",
  critic: (slug: string) => `/critics/${encodeURIComponent(slug)}`,
} as const;
