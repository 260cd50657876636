import type { AdminCriticWithActivity } from "@shared/schemas/admin";
import { describe, expect, it } from "vitest";
import { sortCritics } from "./critic-sort";

const critic = (name: string, over: Partial<AdminCriticWithActivity>): AdminCriticWithActivity => ({
  id: name,
  name,
  publication: null,
  total_reviews: 0,
  publications: [],
  assignedUserId: null,
  assignedUsername: null,
  reviewsLast30Days: 0,
  totalReviews: 0,
  averageRating: null,
  lastReviewDate: null,
  title: "Cadet Critic",
  activity: "inactive",
  weekly: [],
  lastNudgedAt: null,
  ...over,
});

const list = [
  critic("bea", { totalReviews: 9, averageRating: 3.5, lastReviewDate: "2026-10-01", activity: "quiet" }),
  critic("Al", { totalReviews: 2, averageRating: null, activity: "active", lastReviewDate: "2026-11-20" }),
  critic("cy", { totalReviews: 9, averageRating: 4.5 }),
];
const names = (sorted: AdminCriticWithActivity[]) => sorted.map((c) => c.name);

describe("sortCritics", () => {
  it("sorts names without regard to case", () => {
    expect(names(sortCritics(list, "name", "asc"))).toEqual(["Al", "bea", "cy"]);
  });
  it("breaks ties by name and keeps empty values last either way", () => {
    expect(names(sortCritics(list, "totalReviews", "desc"))).toEqual(["bea", "cy", "Al"]);
    expect(names(sortCritics(list, "averageRating", "asc"))).toEqual(["bea", "cy", "Al"]);
    expect(names(sortCritics(list, "averageRating", "desc"))).toEqual(["cy", "bea", "Al"]);
    expect(names(sortCritics(list, "lastReviewDate", "desc"))).toEqual(["Al", "bea", "cy"]);
  });
  it("orders status active, quiet, inactive", () => {
    expect(names(sortCritics(list, "activity", "asc"))).toEqual(["Al", "bea", "cy"]);
  });
});
