import { describe, expect, it } from "vitest";
import { coverArt } from "@shared/constants/cover-art";
import { renderCoverSvg } from "./cover";

describe("generated cover art", () => {
  it("draws the design the pages draw: the same colours and circles", async () => {
    const art = coverArt("Conan O'Brien Needs A Friend", "Comedy");
    const svg = await renderCoverSvg("Conan O'Brien Needs A Friend", "Comedy");
    expect(svg).toContain(
      `<stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/>`,
    );
    expect(svg).toContain(
      `<circle cx="${art.disc.cx}" cy="${art.disc.cy}" r="${art.disc.r}" fill="${art.discColor}"`,
    );
    expect(svg).toContain(
      `<circle cx="${art.ring.cx}" cy="${art.ring.cy}" r="${art.ring.r}" fill="none" stroke="${art.ringColor}" stroke-width="${art.ringWidth}"`,
    );
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
