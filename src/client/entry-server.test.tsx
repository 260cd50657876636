import { criticPageUrl, leaderboardUrl } from "@shared/api/urls/critics";
import type { CriticPage, Leaderboard } from "@shared/schemas/critics";
import type { SiteConfig } from "@shared/schemas/site";
import type { User } from "@shared/schemas/user";
import { beforeAll, describe, expect, it } from "vitest";
import { prepare, render } from "./entry-server";

const site: SiteConfig = {
  brandName: "Pod Critics",
  supportEmail: "help@example.com",
  teamChatUrl: null,
  podcastSubmitUrl: "https://example.com/submit",
  appUrl: "https://critics.example.com",
};

const critic: CriticPage = {
  name: "Jordan Vale",
  slug: "jordan-vale",
  title: "Master Reviewer",
  tier: "rookie",
  totalReviews: 1,
  averageRating: 4.5,
  publications: ["Audio Atlas Weekly"],
  bio: "",
  website: null,
  links: [],
  reviewingSince: "2026-11",
  reviews: {
    items: [
      {
        id: "rec1",
        podcastTitle: "Heavyweight",
        podcastId: 7,
        publication: "Audio Atlas Weekly",
        rating: 4.5,
        date: "2025-02-14",
        snippet: "Funny, tender and beautifully scored.",
        url: "https://example.com/heavyweight",
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  },
};

const user = (name: string, role: User["role"] = "critic"): User => ({
  id: name.length,
  username: name.toLowerCase(),
  name,
  email: null,
  location: null,
  genres: null,
  role,
  status: "active",
  criticName: null,
  criticSlug: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  lastLogin: null,
  digest: "weekly",
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** The app as the server draws it (decision 0059): the page's text, links and data in the HTML. */
describe("the server's render of the app", () => {
  beforeAll(() => prepare(), 60_000);

  it("draws a critic's public page with the answer it is given: text, links, no loading state", async () => {
    const url = criticPageUrl("jordan-vale", 1);
    const html = await render({
      url: "/critics/jordan-vale",
      user: null,
      site,
      answers: new Map([[url, critic]]),
    });
    expect(text(html)).toContain("Jordan Vale");
    expect(text(html)).toContain("Funny, tender and beautifully scored.");
    expect(text(html)).toContain("Audio Atlas Weekly");
    expect(html).toContain('href="/critics/jordan-vale/feed.xml"');
    expect(html).toContain('href="https://example.com/heavyweight"');
    expect(text(html)).toContain("Pod Critics"); // the installation's brand, in the header
    expect(text(html)).not.toMatch(/Loading critic/);
  });

  it("draws the page's loading state when it has no answer, as the browser's first render would", async () => {
    const html = await render({ url: "/critics", user: null, site, answers: new Map() });
    expect(text(html)).toContain("Loading critics");
  });

  it("takes turns: renders started together each draw their own visitor and address", async () => {
    const board: Leaderboard = {
      period: "all",
      items: [
        {
          name: "Jordan Vale",
          slug: "jordan-vale",
          title: "Master Reviewer",
          tier: "rookie",
          count: 3,
          averageRating: 4,
        },
      ],
    };
    const [ada, ben] = await Promise.all([
      render({
        url: "/critics?period=all",
        user: user("Ada Admin", "admin"),
        site,
        answers: new Map([[leaderboardUrl("all"), board]]),
      }),
      render({ url: "/critics", user: user("Ben Reader"), site, answers: new Map() }),
    ]);
    expect(text(ada)).toContain("Ada Admin");
    expect(text(ada)).not.toContain("Ben Reader");
    expect(ada).toContain('href="/critics/jordan-vale"');
    expect(text(ben)).toContain("Ben Reader");
    expect(text(ben)).toContain("Loading critics");
    expect(ben).not.toContain('href="/critics/jordan-vale"');
  });

  it("draws what only a browser knows as the server would, so the first render in the browser matches", async () => {
    const html = await render({
      url: "/critics/jordan-vale",
      user: null,
      site,
      answers: new Map([[criticPageUrl("jordan-vale", 1), critic]]),
    });
    // No inline script that moves parts into place: the page reads without scripts, under the CSP.
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<template");
  });
});
