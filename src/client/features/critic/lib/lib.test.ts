import type { CriticReview } from "@shared/schemas/critic";
import { describe, expect, it } from "vitest";
import { sentencePreview } from "../../../lib/snippet";
import { countedReviews, recentReviews, sortReviews } from "./sorting";
import { COUNT_UP_MIN_STEPS, COUNT_UP_MS, countUpElapsed, countUpValue } from "./use-count-up";

describe("sentencePreview", () => {
  it("keeps the first three sentences and says whether more follow", () => {
    const text = "One. Two! Three? Four. Five.";
    expect(sentencePreview(text)).toEqual({ preview: "One. Two! Three?", truncated: true });
    expect(sentencePreview("One. Two. Three.")).toEqual({ preview: "One. Two. Three.", truncated: false });
    expect(sentencePreview("No full stop at all")).toEqual({
      preview: "No full stop at all",
      truncated: false,
    });
    expect(sentencePreview('He said "wow." Then left. Then came back. Again.').preview).toBe(
      'He said "wow." Then left. Then came back.',
    );
  });
});

const review = (id: string, podcast: string, date: string, rating: number): CriticReview => ({
  id,
  podcast,
  date,
  rating,
  reviewer: "R",
  publication: "P",
  snippet: "",
  url: null,
  podcastId: null,
  episodeId: null,
  episode: null,
  syncStatus: "delivered",
  syncError: null,
  submittedAt: null,
  hidden: false,
});

describe("countedReviews", () => {
  it("counts what the public reads: no failed delivery, no review a moderator hid (issue 48 item 9)", () => {
    const list = [
      review("1", "a", "2024-01-02", 3),
      { ...review("2", "b", "2024-01-03", 3), syncStatus: "failed" as const },
      { ...review("3", "c", "2024-01-04", 3), hidden: true },
      { ...review("4", "d", "2024-01-05", 3), syncStatus: "pending" as const },
    ];
    expect(countedReviews(list)).toBe(2);
  });
});

describe("sortReviews", () => {
  const list = [
    review("1", "beta", "2024-01-02", 3),
    review("2", "Alpha", "2025-03-01", 5),
    review("3", "gamma", "2023-07-09", 0.5),
  ];
  it("sorts by date, rating or podcast in either direction", () => {
    expect(sortReviews(list, "date", "desc").map((r) => r.id)).toEqual(["2", "1", "3"]);
    expect(sortReviews(list, "date", "asc").map((r) => r.id)).toEqual(["3", "1", "2"]);
    expect(sortReviews(list, "rating", "desc").map((r) => r.id)).toEqual(["2", "1", "3"]);
    expect(sortReviews(list, "podcast", "asc").map((r) => r.id)).toEqual(["2", "1", "3"]);
    expect(sortReviews(list, "podcast", "desc").map((r) => r.id)).toEqual(["3", "1", "2"]);
  });
  it("picks the five newest for the dashboard", () => {
    const many = Array.from({ length: 8 }, (_, i) => review(String(i), "p", `2024-01-0${i + 1}`, 3));
    expect(recentReviews(many).map((r) => r.date)).toEqual([
      "2024-01-08",
      "2024-01-07",
      "2024-01-06",
      "2024-01-05",
      "2024-01-04",
    ]);
  });
});

describe("count-up animation", () => {
  it("a frame that comes late (a stalled main thread) advances it by an eighth at most, so it never jumps to the end", () => {
    let elapsed = countUpElapsed(0, 0);
    const shown = [countUpValue(300, elapsed)];
    // Every frame five seconds after the previous one.
    while (elapsed < COUNT_UP_MS) {
      elapsed = countUpElapsed(elapsed, 5_000);
      shown.push(countUpValue(300, elapsed));
    }
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(300);
    expect(shown.length).toBe(COUNT_UP_MIN_STEPS + 1);
    expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b));
  });

  it("at the screen's pace it follows the clock, eased", () => {
    expect(countUpValue(300, 0)).toBe(0);
    expect(countUpValue(300, COUNT_UP_MS / 2)).toBe(263);
    expect(countUpValue(300, COUNT_UP_MS * 2)).toBe(300);
    expect(countUpElapsed(100, 16)).toBe(116);
  });
});
