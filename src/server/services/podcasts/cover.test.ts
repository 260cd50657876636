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

  it("is deterministic SVG with the text escaped", () => {
    const svg = renderCoverSvg(`<b>"Rock" & Roll</b>`, "Music");
    expect(svg).toBe(renderCoverSvg(`<b>"Rock" & Roll</b>`, "Music"));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;b&gt;&quot;Rock&quot;");
    expect(svg).toContain("MUSIC");
  });
});
