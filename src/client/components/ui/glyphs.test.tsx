import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as glyphs from "./glyphs";

// The first page renders these icons without lucide's runtime; they must stay the very icons lucide renders
// under the same names, so the first page and the pages that use lucide-react look alike.
const drawn = Object.entries(glyphs).filter(([, value]) => typeof value === "function");
const lucideIcons = new Map(Object.entries(lucide));
// Lucide adds its own class names ("lucide lucide-house"), which nothing here styles.
const markup = (element: React.ReactElement) => renderToStaticMarkup(element).replace(/ class="[^"]*"/, "");

describe("the first page's icons", () => {
  it("are every one of them a lucide icon of the same name", () => {
    expect(drawn.length).toBeGreaterThanOrEqual(12);
    for (const [name] of drawn) expect(lucideIcons.has(name), name).toBe(true);
  });

  it.each(drawn)("%s draws as lucide's, with the same svg attributes and shapes", (name, Glyph) => {
    const Lucide = lucideIcons.get(name) as React.ComponentType<{ className?: string }>;
    const Own = Glyph as glyphs.Glyph;
    expect(markup(<Own className="size-5" />)).toBe(markup(<Lucide className="size-5" />));
    expect(renderToStaticMarkup(<Own className="size-5" />)).toContain('class="size-5"');
  });

  it("hide themselves from screen readers unless told otherwise, as lucide's do", () => {
    expect(renderToStaticMarkup(<glyphs.Home />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<glyphs.Home aria-hidden={false} aria-label="Home" />)).toContain(
      'aria-label="Home"',
    );
  });
});
