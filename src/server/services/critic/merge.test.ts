import { describe, expect, it } from "vitest";
import type { CriticReviewRecord } from "../../adapters/critic-db";
import type { CriticReviewSubmissionRow } from "../../db/schema";
import { mergeReviews } from "./reviews";

const submission = (
  id: string,
  status: CriticReviewSubmissionRow["status"],
  extra: Partial<CriticReviewSubmissionRow> = {},
) =>
  ({
    id: 1,
    submissionId: id,
    userId: 1,
    reviewer: "R",
    publication: "P",
    publicationId: null,
    podcast: `Show ${id}`,
    snippet: "s",
    rating: 3,
    date: "2025-01-01",
    url: "https://x.example",
    idempotencyKey: null,
    fingerprint: id,
    status,
    lastError: status === "failed" ? "refused" : null,
    attempts: 1,
    version: 1,
    externalId: status === "delivered" ? `rec-${id}` : null,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    updatedAt: new Date("2025-01-01T00:00:00Z"),
    deliveredAt: status === "delivered" ? new Date("2025-01-01T00:00:00Z") : null,
    podcastId: null,
    episodeId: null,
    ...extra,
  }) satisfies CriticReviewSubmissionRow;

const record = (id: string, submissionId: string | null): CriticReviewRecord => ({
  id,
  submissionId,
  reviewer: "R",
  publication: "P",
  podcast: `Record ${id}`,
  snippet: "s",
  rating: 4,
  date: "2025-02-01",
  url: null,
});

describe("mergeReviews", () => {
  it("shows records with their state, and submissions that are not in the critic database yet", () => {
    const merged = mergeReviews(
      [record("rec-a", "a"), record("rec-typed", null)],
      [submission("a", "delivered"), submission("b", "pending"), submission("c", "failed")],
    );
    expect(merged.map((r) => [r.id, r.syncStatus])).toEqual([
      ["rec-a", "delivered"],
      ["rec-typed", "delivered"],
      ["sub_b", "pending"],
      ["sub_c", "failed"],
    ]);
    expect(merged[0]!.submittedAt).toBe("2025-01-01T00:00:00.000Z");
  });

  it("drops a delivered review deleted in the critic database, but not one delivered after the read", () => {
    const now = Date.parse("2025-01-01T00:00:10Z");
    const old = submission("old", "delivered");
    const fresh = submission("fresh", "delivered", { deliveredAt: new Date("2025-01-01T00:00:05Z") });
    expect(mergeReviews([], [old, fresh], 0, now)).toEqual([]);
    expect(mergeReviews([], [old, fresh], 8_000, now).map((r) => r.id)).toEqual(["rec-fresh"]);
  });
});
