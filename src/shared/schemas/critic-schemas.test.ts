import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { criticReviewEditSchema, criticReviewSubmissionSchema, latestReviewDate } from "./critic";

const submission = {
  podcastName: "Serial",
  url: "https://example.com/review",
  rating: 4,
  snippet: "x".repeat(60),
};
const dateError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("the latest review date is today in UTC+14, for browser and server alike", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Noon in UTC: already the next day in UTC+14 (and in Auckland, Tonga, Kiribati).
    vi.setSystemTime(new Date("2026-03-10T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("is the calendar day in UTC+14", () => {
    expect(latestReviewDate()).toBe("2026-03-11");
    expect(latestReviewDate(new Date("2026-03-10T09:59:59Z"))).toBe("2026-03-10");
    expect(latestReviewDate(new Date("2026-03-10T10:00:00Z"))).toBe("2026-03-11");
  });

  it("a submission dated the east's today is accepted, the day after refused", () => {
    expect(
      dateError(criticReviewSubmissionSchema.safeParse({ ...submission, date: "2026-03-11" })),
    ).toBeNull();
    expect(dateError(criticReviewSubmissionSchema.safeParse({ ...submission, date: "2026-03-12" }))).toBe(
      "Review date cannot be in the future",
    );
  });

  it("an edit follows the same rule", () => {
    expect(dateError(criticReviewEditSchema.safeParse({ date: "2026-03-11" }))).toBeNull();
    expect(dateError(criticReviewEditSchema.safeParse({ date: "2026-03-12" }))).toBe(
      "Review date cannot be in the future",
    );
  });
});
