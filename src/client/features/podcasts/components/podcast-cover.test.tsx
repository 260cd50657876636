import { readFileSync } from "node:fs";
import path from "node:path";
import { COVER_SIZE, coverArt, generatedCoverPath } from "@shared/constants/cover-art";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PodcastCover } from "./podcast-cover";

const css = readFileSync(path.join(import.meta.dirname, "../../../styles.css"), "utf8");
const utility = (name: string) => css.slice(css.indexOf(`@utility ${name} {`)).split("\n}")[0] ?? "";
/** `n` units of the 400-unit square in the cover's width, as the page writes them. */
const cqw = (n: number) => `${Math.round((n * 10_000) / COVER_SIZE) / 100}cqw`;

describe("a podcast's cover", () => {
  it("draws generated art in the page instead of fetching it (decision 0068)", () => {
    const title = "Conan O'Brien Needs A Friend";
    const html = renderToStaticMarkup(
      <PodcastCover title={title} category="Comedy" coverImage={generatedCoverPath(7)} />,
    );
    const art = coverArt(title, "Comedy");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("cover.svg");
    expect(html).toContain(`--cover-from:${art.from};--cover-to:${art.to}`);
    expect(html).toContain(`>${art.lines.map((line) => line.replace("'", "&#x27;")).join("\n")}</span>`);
    expect(html).toContain('<span class="cover-genre">COMEDY</span>');
    // Decorative beside the card's own title; a described image where it stands alone.
    expect(html).toContain('aria-hidden="true"');
    const described = renderToStaticMarkup(
      <PodcastCover
        title={title}
        category="Comedy"
        coverImage={generatedCoverPath(7)}
        alt={`Cover art for ${title}`}
      />,
    );
    expect(described).toContain('role="img"');
    expect(described).toContain(`aria-label="Cover art for Conan O&#x27;Brien Needs A Friend"`);
  });

  it("places the circles and the title in the cover's own width, so it scales with its box", () => {
    const html = renderToStaticMarkup(
      <PodcastCover title="Serial" category="True Crime" coverImage={null} />,
    );
    const { disc, ring, ringWidth, fontSize } = coverArt("Serial", "True Crime");
    const outer = ring.r + ringWidth / 2;
    expect(html).toContain(`--cover-disc-x:${cqw(disc.cx - disc.r)};--cover-disc-y:${cqw(disc.cy - disc.r)}`);
    expect(html).toContain(`--cover-disc-d:${cqw(2 * disc.r)}`);
    expect(html).toContain(`--cover-ring-x:${cqw(ring.cx - outer)};--cover-ring-y:${cqw(ring.cy - outer)}`);
    expect(html).toContain(`--cover-ring-d:${cqw(2 * outer)}`);
    expect(html).toContain(`--cover-title-size:${cqw(fontSize)}`);
    expect(utility("cover-art")).toContain("container-type: inline-size");
  });

  it("paints with the shared design's fixed figures (styles.css)", () => {
    const art = coverArt("Serial", "True Crime");
    expect(utility("cover-art")).toContain(`opacity: ${art.discOpacity};`);
    expect(utility("cover-art")).toContain(`opacity: ${art.ringOpacity};`);
    expect(utility("cover-art")).toContain(`border: ${cqw(art.ringWidth)} solid var(--cover-ring);`);
    expect(utility("cover-title")).toContain(`line-height: ${art.lineHeight};`);
    expect(utility("cover-genre")).toContain(`font-size: ${cqw(18)};`);
  });

  it("shows a podcast's own image, fetched at once only above the fold", () => {
    const lazy = renderToStaticMarkup(
      <PodcastCover title="Serial" category="True Crime" coverImage="https://img.example/serial.jpg" />,
    );
    expect(lazy).toMatch(/<img src="https:\/\/img\.example\/serial\.jpg" alt="" loading="lazy"/);
    const eager = renderToStaticMarkup(
      <PodcastCover
        title="Serial"
        category="True Crime"
        coverImage="https://img.example/serial.jpg"
        priority
      />,
    );
    expect(eager).toContain('loading="eager"');
    expect(eager).toContain('fetchPriority="high"');
  });
});
