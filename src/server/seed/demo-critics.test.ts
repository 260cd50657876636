import { SNIPPET_MAX, SNIPPET_MIN } from "@shared/schemas/critic";
import { describe, expect, it } from "vitest";
import { DEMO_CRITICS } from "./demo-critics";

describe("demo critics", () => {
  it("give the demo critic two publications and enough reviews to pass the first titles", () => {
    const jordan = DEMO_CRITICS.find((c) => c.name === "Jordan Vale")!;
    expect(jordan.publications).toHaveLength(2);
    expect(jordan.reviews.length).toBeGreaterThanOrEqual(12);
  });

  it("have snippets a critic could have submitted", () => {
    for (const critic of DEMO_CRITICS) {
      for (const [, date, rating, snippet] of critic.reviews) {
        expect(snippet.length).toBeGreaterThanOrEqual(SNIPPET_MIN);
        expect(snippet.length).toBeLessThanOrEqual(SNIPPET_MAX);
        expect(rating * 2).toBe(Math.round(rating * 2));
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("give several podcasts three critics or more, and one podcast two, so scores and their wait both show", () => {
    const critics = new Map<string, Set<string>>();
    for (const critic of DEMO_CRITICS) {
      for (const [podcast] of critic.reviews) {
        critics.set(podcast, (critics.get(podcast) ?? new Set()).add(critic.name));
      }
    }
    const counts = [...critics.values()].map((names) => names.size);
    expect(counts.filter((n) => n >= 3).length).toBeGreaterThanOrEqual(5);
    expect(counts).toContain(2);
  });
});
