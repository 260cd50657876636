import { readFileSync } from "node:fs";
import path from "node:path";
import { Star } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// The rating stars are painted through CSS masks (styles.css, decision 0067); they must stay lucide's star,
// with the 1.5 px strokes the stars had as <svg>s, so they look as every other icon of the set.
const css = readFileSync(path.join(import.meta.dirname, "../../styles.css"), "utf8");
const utility = (name: string) => css.slice(css.indexOf(`@utility ${name} {`)).split("\n}")[0] ?? "";
const lucideStar = /d="([^"]+)"/.exec(renderToStaticMarkup(<Star />))?.[1];

describe("the rating star masks", () => {
  it.each(["star-outline", "star-solid"])("%s draws lucide's star with 1.5 px round strokes", (name) => {
    const rule = utility(name);
    expect(lucideStar).toBeTruthy();
    expect(rule).toContain(`d='${lucideStar}'`);
    expect(rule).toContain("stroke-width='1.5'");
    expect(rule).toContain("stroke-linejoin='round'");
    expect(rule).toContain("background-color: currentColor");
  });

  it("fills the solid star and leaves the outline hollow", () => {
    expect(utility("star-solid")).toContain("fill='black'");
    expect(utility("star-outline")).toContain("fill='none'");
  });
});
