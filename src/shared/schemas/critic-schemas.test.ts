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

describe("a critic review's episode (issue 52 item 4)", () => {
  const withDate = { ...submission, date: "2025-01-05" };
  const submitted = (episodeId: unknown) =>
    criticReviewSubmissionSchema.safeParse({ ...withDate, episodeId });
  const edited = (episodeId: unknown) => criticReviewEditSchema.safeParse({ episodeId });

  it("a submission may name an episode by its id; left out or null, it reviews the whole podcast", () => {
    expect(submitted(42).data?.episodeId).toBe(42);
    expect(submitted(null).data?.episodeId).toBeNull();
    expect(criticReviewSubmissionSchema.parse(withDate).episodeId).toBeNull();
  });

  it("an edit may change the episode, clear it with null, or leave it out to keep it", () => {
    expect(edited(7).data).toEqual({ episodeId: 7 });
    expect(edited(null).data).toEqual({ episodeId: null });
    expect(criticReviewEditSchema.parse({ rating: 4 })).toEqual({ rating: 4 });
  });

  it.each([0, -1, 1.5, "7", true, 2 ** 31])("refuses %j, naming the field", (value) => {
    for (const result of [submitted(value), edited(value)]) {
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ path: ["episodeId"], message: "Invalid episode ID" });
    }
  });
});
