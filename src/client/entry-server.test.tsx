import { refusedAnswer } from "@shared/api/refused-answer";
import { criticPageUrl } from "@shared/api/urls/critics";
import { criticFollowUrl } from "@shared/api/urls/following";
import type { CriticPage } from "@shared/schemas/critics";
import type { SiteConfig } from "@shared/schemas/site";
import type { User } from "@shared/schemas/user";
import { beforeAll, describe, expect, it } from "vitest";
import { prepare, type RenderInput, render as renderPage } from "./entry-server";

const render = async (input: RenderInput) => (await renderPage(input)).html;

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

  it("draws the Follow button as the visitor's follow state, with the count, from the answers", async () => {
    const page = criticPageUrl("jordan-vale", 1);
    const follow = criticFollowUrl("jordan-vale");
    const drawn = (visitor: User | null, state?: { following: boolean; followers: number }) =>
      render({
        url: "/critics/jordan-vale",
        user: visitor,
        site,
        answers: new Map<string, unknown>(
          state
            ? [
                [page, critic],
                [follow, state],
              ]
            : [[page, critic]],
        ),
      });
    const following = await drawn(user("Fran Follower"), { following: true, followers: 3 });
    expect(following).toMatch(/aria-pressed="true"[^>]*>.*Following.*Jordan Vale<\/span><\/button>/);
    expect(text(following)).toContain("3 followers");
    const notYet = await drawn(user("Fran Follower"), { following: false, followers: 1 });
    expect(notYet).toMatch(/aria-pressed="false"/);
    expect(text(notYet)).toContain("1 follower");
    // A pending account is told why, with no button; the critic on their own page sees only the count.
    const pending = await drawn(
      { ...user("Pat Pending"), status: "pending" },
      { following: false, followers: 1 },
    );
    expect(text(pending)).toContain("Only an active account can follow critics and podcasts.");
    expect(pending).not.toMatch(/aria-pressed/);
    const own = await drawn(
      { ...user("Jordan Vale"), criticName: "Jordan Vale", criticSlug: "jordan-vale" },
      {
        following: false,
        followers: 4,
      },
    );
    expect(text(own)).toContain("4 followers");
    expect(own).not.toMatch(/aria-pressed|Sign in to follow/);
    // Signed out the count is the browser's to read (the page is kept for every stranger): it loads.
    const stranger = await drawn(null);
    expect(text(stranger)).toContain("Loading followers");
    expect(stranger).not.toMatch(/aria-pressed/);
  });

  it("draws the page's loading state when it has no answer, as the browser's first render would", async () => {
    const html = await render({ url: "/critics", user: null, site, answers: new Map() });
    expect(text(html)).toContain("Loading critics");
  });

  it("renders for many visitors at once: 50 pages for 5 users each hold only their own user and data", async () => {
    const names = ["Ada Admin", "Ben Reader", "Cleo Critic", "Dev Listener", "Eve Editor"];
    const visitors = names.map((name, n) => ({ ...user(name, n === 0 ? "admin" : "critic"), id: n + 1 }));
    const pageOf = (name: string): CriticPage => ({
      ...critic,
      name: `Critic of ${name}`,
      slug: name.toLowerCase().replace(" ", "-"),
      reviews: {
        ...critic.reviews,
        items: [{ ...critic.reviews.items[0]!, snippet: `Only ${name} reads this review.` }],
      },
    });
    const renders = Array.from({ length: 50 }, (_, n) => {
      const visitor = visitors[n % visitors.length]!;
      const page = pageOf(visitor.name);
      return render({
        url: `/critics/${page.slug}`,
        user: visitor,
        site,
        answers: new Map([[criticPageUrl(page.slug, 1), page]]),
      }).then((html) => ({ visitor, html: text(html) }));
    });
    const pages = await Promise.all(renders);
    expect(pages).toHaveLength(50);
    for (const { visitor, html } of pages) {
      expect(html).toContain(visitor.name);
      expect(html).toContain(`Critic of ${visitor.name}`);
      expect(html).toContain(`Only ${visitor.name} reads this review.`);
      for (const other of names.filter((name) => name !== visitor.name)) expect(html).not.toContain(other);
    }
  });

  it("gives each render its own query cache: an answer is not seen by the next visitor", async () => {
    const url = criticPageUrl("jordan-vale", 1);
    await render({ url: "/critics/jordan-vale", user: null, site, answers: new Map([[url, critic]]) });
    const html = await render({ url: "/critics/jordan-vale", user: null, site, answers: new Map() });
    expect(text(html)).not.toContain("Funny, tender and beautifully scored.");
  });

  it("renders a critic the API did not find as the page's not-found state, from the refusal", async () => {
    const url = criticPageUrl("nobody", 1);
    const page = await renderPage({
      url: "/critics/nobody",
      user: null,
      site,
      answers: new Map([[url, refusedAnswer({ code: "not_found", message: "Critic not found" })]]),
    });
    expect(text(page.html)).toContain("Critic not found");
    expect(page.head.title).toBe("Critic not found · Pod Critics");
  });

  it("returns the head the page asked for, the one it keeps after hydration", async () => {
    const page = (url: string) => renderPage({ url, user: null, site, answers: new Map() });
    expect((await page("/critics")).head).toEqual({ title: "Critics · Pod Critics", description: null });
    const auth = (await page("/auth")).head;
    expect(auth.title).toBe("Login · Pod Critics");
    expect(auth.description).toMatch(/^Sign in to Pod Critics, where podcast critics/);
    expect((await page("/no/such/page")).head.title).toBe("404 Page Not Found · Pod Critics");
    const critic = await renderPage({
      url: "/admin",
      user: user("Cleo Critic"),
      site,
      answers: new Map(),
    });
    expect(critic.head.title).toBe("Access Denied · Pod Critics");
    expect(text(critic.html)).toContain("Access Denied");
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
