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

/** A critic's activity, as GET /api/admin/critic-names adds it to each critic name. */
export interface CriticActivity {
  reviewsLast30Days: number;
  totalReviews: number;
  /** Mean rating of the rated reviews, to one decimal; null with none. */
  averageRating: number | null;
  /** YYYY-MM-DD of the newest review, or null. */
  lastReviewDate: string | null;
  /** The milestone title for totalReviews. */
  title: string;
  activity: CriticActivityStatus;
  /** Reviews per week for the last 12 weeks (Monday-start in APP_TIMEZONE), oldest first. */
  weekly: number[];
}

/** GET /api/admin/stats/trends: the weeks a caller may ask for, and the default. */
export const TREND_WEEKS = { min: 4, max: 52, default: 12 } as const;

/** One week of GET /api/admin/stats/trends (weeks start on Monday in APP_TIMEZONE). */
export interface TrendWeek {
  /** YYYY-MM-DD, the Monday. */
  weekStart: string;
  criticReviews: number;
  userReviews: number;
  registrations: number;
  /** Critics with at least one review dated in the week. */
  activeCritics: number;
}
/** A period's figures: the sums of its weeks, except activeCritics, the critics with a review in it. */
export type TrendTotals = Omit<TrendWeek, "weekStart">;
export interface Trends {
  weeks: TrendWeek[];
  /**
   * The asked weeks together (`current`, the current week so far included) and the as many weeks before
   * them (`previous`), for "+12 % on the previous 4 weeks".
   */
  periods: { current: TrendTotals; previous: TrendTotals };
}
