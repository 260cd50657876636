import type { CriticReview } from "@shared/schemas/critic";

export const SORT_FIELDS = ["date", "rating", "podcast"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

const compare: Record<SortField, (a: CriticReview, b: CriticReview) => number> = {
  date: (a, b) => (a.date ?? "").localeCompare(b.date ?? ""),
  rating: (a, b) => (a.rating ?? -1) - (b.rating ?? -1),
  podcast: (a, b) => a.podcast.localeCompare(b.podcast, "en", { sensitivity: "base", numeric: true }),
};

/** A sorted copy; ties keep the newest date first so the order is stable between renders. */
export function sortReviews(
  reviews: CriticReview[],
  field: SortField,
  direction: SortDirection,
): CriticReview[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...reviews].sort(
    (a, b) => sign * compare[field](a, b) || compare.date(b, a) || a.id.localeCompare(b.id),
  );
}

/**
 * The critic's review count from their list: delivered and pending, never failed, never hidden by a
 * moderator (the server's one definition, services/critic/counts.ts: what the public reads).
 */
export const countedReviews = (reviews: CriticReview[]) =>
  reviews.filter((r) => r.syncStatus !== "failed" && !r.hidden).length;

/** The 5 newest by review date (the dashboard's Recent Reviews). */
export const recentReviews = (reviews: CriticReview[], count = 5) =>
  sortReviews(reviews, "date", "desc").slice(0, count);
