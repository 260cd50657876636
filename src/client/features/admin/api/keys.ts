/**
 * The administrators' query keys, one domain array each: invalidating `adminKeys.all` after any change
 * reaches every view of users, critics, statistics and the audit log at once.
 */
export const adminKeys = {
  all: ["admin"] as const,
  /** A page of users, by its address (which holds every filter). */
  users: (url: string) => ["admin", "users", url] as const,
  stats: ["admin", "stats"] as const,
  trends: (weeks: number) => ["admin", "trends", weeks] as const,
  audit: (page: number) => ["admin", "audit", page] as const,
  criticNames: ["admin", "critic-names"] as const,
  /** A page of critic reviews with their links, by its address (which holds every filter). */
  criticReviews: (url: string) => ["admin", "critic-reviews", url] as const,
};
