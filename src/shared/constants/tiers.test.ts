import { describe, expect, it } from "vitest";
import {
  CRITIC_TITLES,
  MAX_LEVEL_MESSAGE,
  milestoneProgress,
  TIER_STARTS,
  titleForCount,
  titleSlug,
  withArticle,
} from "./tiers";

describe("critic titles", () => {
  it("has the spec's 25 titles in ascending order, each with its own description", () => {
    expect(CRITIC_TITLES).toHaveLength(25);
    const thresholds = CRITIC_TITLES.map((t) => t.threshold);
    expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
    expect(new Set(CRITIC_TITLES.map((t) => t.description)).size).toBe(25);
    expect(TIER_STARTS).toEqual({ rookie: 0, pro: 50, elite: 300, legend: 700 });
  });

  it.each(CRITIC_TITLES.map((t, i) => [t.title, t.threshold, CRITIC_TITLES[i - 1]?.title ?? null] as const))(
    "%s starts at exactly %i reviews",
    (title, threshold, previous) => {
      expect(titleForCount(threshold).title).toBe(title);
      if (previous) expect(titleForCount(threshold - 1).title).toBe(previous);
    },
  );

  it.each([
    [0, "Cadet Critic", "Apprentice Listener", 0],
    [1, "Cadet Critic", "Apprentice Listener", 33],
    [2, "Cadet Critic", "Apprentice Listener", 67],
    [3, "Apprentice Listener", "Review Sergeant", 0],
    [5, "Apprentice Listener", "Review Sergeant", 50],
    [49, "Podcast Prime", "Decibel Captain", 96],
    [50, "Decibel Captain", "Marshal of Mic", 0],
    [699, "Curation Commander", "Archlistener", 99],
    [1199, "God-Tier Ear", "Beyond Listener", 99],
  ])("at %i reviews: %s, next %s, %i%%", (count, current, next, progress) => {
    const p = milestoneProgress(count);
    expect(p.current.title).toBe(current);
    expect(p.next?.title).toBe(next);
    expect(p.progress).toBe(progress);
    expect(p.reviewsToNext).toBe(p.next!.threshold - count);
  });

  it("caps at the top title with 100% and no next title", () => {
    for (const count of [1200, 5000]) {
      const p = milestoneProgress(count);
      expect(p.current.title).toBe("Beyond Listener");
      expect(p.next).toBeNull();
      expect(p.progress).toBe(100);
    }
    expect(MAX_LEVEL_MESSAGE).toMatch(/maximum level/);
  });

  it("treats negative or fractional counts sensibly", () => {
    expect(titleForCount(-5).title).toBe("Cadet Critic");
    expect(titleForCount(2.9).title).toBe("Cadet Critic");
  });

  it("makes file-name slugs from titles", () => {
    expect(titleSlug("Review Sergeant")).toBe("review-sergeant");
    expect(titleSlug("5-Star Reviewer")).toBe("5-star-reviewer");
    expect(titleSlug("God-Tier Ear")).toBe("god-tier-ear");
  });
});

describe("withArticle (issue 29 item 9)", () => {
  it.each([
    ["Apprentice Listener", "an Apprentice Listener"],
    ["Audio Admiral", "an Audio Admiral"],
    ["Archlistener", "an Archlistener"],
    ["Cadet Critic", "a Cadet Critic"],
    ["5-Star Reviewer", "a 5-Star Reviewer"],
    ["10-Star Reviewer", "a 10-Star Reviewer"],
    ["8-Track Hero", "an 8-Track Hero"],
    ["Universal Ear", "a Universal Ear"],
  ])("%s → %s", (title, expected) => {
    expect(withArticle(title)).toBe(expected);
  });

  it("gives every milestone title an article", () => {
    for (const { title } of CRITIC_TITLES) expect(withArticle(title)).toMatch(/^an? /);
  });
});
