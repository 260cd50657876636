import { describe, expect, it } from "vitest";
import { COVER_SIZE, coverArt, generatedCoverPath, isGeneratedCover, wrapTitle } from "./cover-art";
import { GENRES } from "./genres";

describe("generated cover art", () => {
  it("wraps titles into at most four lines with an ellipsis", () => {
    expect(wrapTitle("The Daily")).toEqual(["The Daily"]);
    expect(wrapTitle("Conan O'Brien Needs A Friend")).toEqual(["Conan O'Brien", "Needs A Friend"]);
    const long = wrapTitle("one two three four five six seven eight nine ten eleven twelve thirteen");
    expect(long).toHaveLength(4);
    expect(long[3]!.endsWith("…")).toBe(true);
  });

  it("names its own address, and tells it apart from a podcast's image", () => {
    expect(generatedCoverPath(42)).toBe("/api/podcasts/42/cover.svg");
    expect(isGeneratedCover(generatedCoverPath(42))).toBe(true);
    expect(isGeneratedCover("https://example.com/api/podcasts/42/cover.svg")).toBe(false);
    expect(isGeneratedCover("https://example.com/cover.jpg")).toBe(false);
    expect(isGeneratedCover("/api/podcasts/42/cover.svg?x=1")).toBe(false);
  });

  it("is the same for the same title and genre, and differs between titles", () => {
    expect(coverArt("Serial", "True Crime")).toEqual(coverArt("Serial", "True Crime"));
    expect(coverArt("Serial", "True Crime")).not.toEqual(coverArt("S-Town", "True Crime"));
  });

  it("keeps its circles' centres on the square and sizes its title by its lines", () => {
    for (const genre of GENRES) {
      for (const title of ["A", "The Daily", "one two three four five six seven eight nine ten eleven"]) {
        const art = coverArt(title, genre);
        for (const { cx, cy, r } of [art.disc, art.ring]) {
          expect(cx).toBeGreaterThanOrEqual(0);
          expect(cx).toBeLessThanOrEqual(COVER_SIZE);
          expect(cy).toBeGreaterThanOrEqual(0);
          expect(cy).toBeLessThanOrEqual(COVER_SIZE);
          expect(r).toBeGreaterThan(0);
        }
        expect(art.from).toMatch(/^hsl\(\d+ 62% 34%\)$/);
        expect(art.genre).toBe(genre.toUpperCase());
        expect(art.fontSize).toBe(art.lines.length <= 2 ? 46 : art.lines.length === 3 ? 40 : 34);
      }
    }
  });
});
