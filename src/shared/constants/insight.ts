/** Programme insight: critic activity, trends and nudges. Plain constants, no zod. */

export const CRITIC_ACTIVITY_STATUSES = ["active", "quiet", "inactive"] as const;
export type CriticActivityStatus = (typeof CRITIC_ACTIVITY_STATUSES)[number];
export const CRITIC_ACTIVITY_LABELS: Record<CriticActivityStatus, string> = {
  active: "Active",
  quiet: "Quiet",
  inactive: "Inactive",
};

/** Weeks in each critic's sparkline on the Critics page. */
export const SPARKLINE_WEEKS = 12;
/** A critic can be nudged at most once in this many days. */
export const NUDGE_INTERVAL_DAYS = 7;

/** GET /api/admin/stats/trends: the weeks a caller may ask for, and the default. */
export const TREND_WEEKS = { min: 4, max: 52, default: 12 } as const;
