import { coverArt, generatedCoverPath } from "@shared/constants/cover-art";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PodcastCover } from "./podcast-cover";

describe("a podcast's cover", () => {
  it("draws generated art in the page instead of fetching it (decision 0068)", () => {
    const title = "Conan O'Brien Needs A Friend";
    const html = renderToStaticMarkup(
      <PodcastCover title={title} category="Comedy" coverImage={generatedCoverPath(7)} />,
    );
    const art = coverArt(title, "Comedy");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("cover.svg");
    expect(html).toContain(`linear-gradient(to bottom right, ${art.from}, ${art.to})`);
    for (const line of art.lines) expect(html).toContain(`>${line.replace("'", "&#x27;")}</span>`);
    expect(html).toContain(">COMEDY</span>");
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

  it("places the circles and the text in the cover's own width, so it scales with its box", () => {
    const html = renderToStaticMarkup(
      <PodcastCover title="Serial" category="True Crime" coverImage={null} />,
    );
    const { disc } = coverArt("Serial", "True Crime");
    expect(html).toContain(`width:${(2 * disc.r) / 4}cqw`);
    expect(html).toContain("@container");
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
