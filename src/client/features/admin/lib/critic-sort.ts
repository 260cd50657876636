import type { CriticActivityStatus } from "@shared/constants/insight";
import type { AdminCriticWithActivity } from "@shared/schemas/admin";

export const CRITIC_SORTS = {
  name: "Critic",
  reviewsLast30Days: "Last 30 days",
  totalReviews: "Total",
  averageRating: "Avg. rating",
  lastReviewDate: "Last review",
  title: "Title",
  activity: "Status",
} as const;
export type CriticSortKey = keyof typeof CRITIC_SORTS;
export type SortDirection = "asc" | "desc";

const ACTIVITY_RANK: Record<CriticActivityStatus, number> = { active: 0, quiet: 1, inactive: 2 };

/** A value that orders each column; titles follow the review count they come from. */
function key(critic: AdminCriticWithActivity, sort: CriticSortKey): string | number | null {
  switch (sort) {
    case "name":
      return critic.name.toLowerCase();
    case "title":
      return critic.totalReviews;
    case "activity":
      return ACTIVITY_RANK[critic.activity];
    default:
      return critic[sort];
  }
}

/** Sorted copy; empty values (no rating, no review) always last; ties by name. */
export function sortCritics(
  critics: AdminCriticWithActivity[],
  sort: CriticSortKey,
  direction: SortDirection,
): AdminCriticWithActivity[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...critics].sort((a, b) => {
    const left = key(a, sort);
    const right = key(b, sort);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * sign;
    }
    return a.name.localeCompare(b.name, "en", { sensitivity: "base" });
  });
}

/** The first direction of a column: text A→Z, figures and dates highest or newest first. */
export const firstDirection = (sort: CriticSortKey): SortDirection =>
  sort === "name" || sort === "activity" ? "asc" : "desc";
