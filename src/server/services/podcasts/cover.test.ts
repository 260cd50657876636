import { describe, expect, it } from "vitest";
import { renderCoverSvg, wrapTitle } from "./cover";

describe("generated cover art", () => {
  it("wraps titles into at most four lines with an ellipsis", () => {
    expect(wrapTitle("The Daily")).toEqual(["The Daily"]);
    expect(wrapTitle("Conan O'Brien Needs A Friend")).toEqual(["Conan O'Brien", "Needs A Friend"]);
    const long = wrapTitle("one two three four five six seven eight nine ten eleven twelve thirteen");
    expect(long).toHaveLength(4);
    expect(long[3]!.endsWith("…")).toBe(true);
  });

  it("is deterministic SVG with the title escaped in its label", async () => {
    const svg = await renderCoverSvg(`<b>"Rock" & Roll</b>`, "Music");
    expect(svg).toBe(await renderCoverSvg(`<b>"Rock" & Roll</b>`, "Music"));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("<b>");
    expect(svg).toContain('aria-label="&lt;b&gt;&quot;Rock&quot; &amp; Roll&lt;/b&gt;"');
  });

  it("draws its text as outlines in Inter, not as text an <img> would set in a fallback font", async () => {
    const svg = await renderCoverSvg("Glyph Outline Check", "Technology");
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toContain("font-family");
    // The title (3 words) and the genre are glyph paths: far more path data than the two circles.
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThan(0);
    expect(svg.length).toBeGreaterThan(3_000);
    const other = await renderCoverSvg("Glyph Outline Check Two", "Technology");
    expect(other).not.toBe(svg);
  });
});
