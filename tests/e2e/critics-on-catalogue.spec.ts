import type { Locator, Page, TestInfo } from "@playwright/test";
import { formatCriticDate } from "../../src/client/lib/format";
import type { Paged, PodcastCriticReview } from "../../src/shared/schemas/critics";
import type { PodcastDetail, PodcastPage } from "../../src/shared/schemas/podcast";
import { expectNoHorizontalScroll } from "./support/critic";
import {
  addPodcastViaApi,
  DEMO,
  expect,
  expectNoAxeViolations,
  openInApp,
  PHONE,
  signInViaApi,
  test,
  unique,
} from "./support/fixtures";
import { screenshot } from "./support/screenshots";

/** Issue 12 §2: critics' scores and critic reviews on the catalogue and podcast pages. */

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
] as const;

/** What the test looked at (support/screenshots.ts; docs/screenshots/issue-12/ with E2E_SCREENSHOTS=1). */
const snap = (page: Page, _info: TestInfo, name: string, part?: Locator) =>
  screenshot(page, "issue-12", name, { fullPage: !part, part });

const addPodcast = (baseURL: string, title: string) =>
  addPodcastViaApi(baseURL, {
    title,
    publisher: "Critic Desk Studios",
    category: "Arts",
    description: "Made for a browser test.",
  });

const criticsSection = (page: Page) => page.getByRole("region", { name: "Critics" });

/** A critic review as GET /api/podcasts/:id/critic-reviews answers it, for pinned answers. */
function fakeCriticReview(i: number, overrides: Partial<PodcastCriticReview> = {}): PodcastCriticReview {
  return {
    id: String(1000 + i),
    criticName: `Critic ${String(i).padStart(2, "0")}`,
    criticSlug: `critic-${i}`,
    publication: `Gazette ${i}`,
    rating: ((i % 10) + 1) / 2,
    date: new Date(Date.UTC(2025, 0, 30 - i)).toISOString().slice(0, 10),
    snippet: `Critic review number ${i}, short and to the point.`,
    url: `https://reviews.example/${i}`,
    episode: null,
    ...overrides,
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`critics on the catalogue (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });
    // Each test runs axe on a full page (twice in some): generous on a machine shared with other work.
    test.slow();

    test("the catalogue sorts by critics' score and by critic reviews, and every card labels both figures", async ({
      page,
    }, info) => {
      await signInViaApi(page, DEMO.critic);
      await page.goto("/");
      const sort = page.getByRole("combobox", { name: "Sort by" });
      await sort.selectOption({ label: "Critics' score" });
      await expect(page).toHaveURL(/[?&]sort=critic-score\b/);

      const expected = (await (
        await page.request.get("/api/podcasts?page=1&sort=critic-score")
      ).json()) as PodcastPage;
      const top = expected.items[0]!;
      // The demo seed links its critic reviews, so the best-scored podcast has a score.
      expect(top.criticScore.average).not.toBeNull();
      const cards = page.getByRole("list", { name: "Podcasts" }).getByRole("link");
      const first = cards.first();
      await expect(first).toHaveAccessibleName(top.title);
      await expect(first).toHaveAccessibleDescription(
        new RegExp(
          `^${top.publisher.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\. Critics: ${
            Math.round(top.criticScore.average! * 10) / 10
          } out of 5 stars from ${top.criticScore.count} critics?\\. Audience: `,
        ),
      );
      const figures = first.getByTestId("card-figures");
      await expect(figures.getByText("Critics", { exact: true })).toBeVisible();
      await expect(figures.getByText("Audience", { exact: true })).toBeVisible();
      await expect(figures).toContainText(
        `Critics${top.criticScore.average!.toFixed(1)}· ${top.criticScore.count}`,
      );
      await expect(figures).toContainText(
        `Audience${top.averageRating?.toFixed(1) ?? "–"}· ${top.reviewCount}`,
      );
      // Best first: the cards' critics' figures never rise.
      const shown = await page
        .getByTestId("card-figures")
        .evaluateAll((nodes) => nodes.map((n) => n.firstElementChild?.textContent ?? ""));
      const averages = shown.map((text) => Number.parseFloat(text.replace(/^Critics/, "")) || 0);
      expect(averages).toEqual([...averages].sort((a, b) => b - a));
      await expectNoAxeViolations(page);
      if (viewport.name === "phone") await expectNoHorizontalScroll(page);
      await snap(page, info, "catalogue-critic-score", page.getByRole("region", { name: "Podcasts" }));

      await sort.selectOption({ label: "Most critics" });
      await expect(page).toHaveURL(/[?&]sort=critic-reviews\b/);
      const byCount = (await (
        await page.request.get("/api/podcasts?page=1&sort=critic-reviews")
      ).json()) as PodcastPage;
      await expect(cards.first()).toHaveAccessibleName(byCount.items[0]!.title);
      expect(byCount.items[0]!.criticScore.count).toBeGreaterThan(0);
    });

    test("a podcast page shows the critics' score and the critics' reviews above the audience's", async ({
      page,
    }, info) => {
      await signInViaApi(page, DEMO.critic);
      const list = (await (
        await page.request.get("/api/podcasts?page=1&sort=critic-score")
      ).json()) as PodcastPage;
      const podcast = list.items[0]!;
      const reviews = (await (
        await page.request.get(`/api/podcasts/${podcast.id}/critic-reviews?page=1&pageSize=10`)
      ).json()) as Paged<PodcastCriticReview>;
      const review = reviews.items[0]!;

      await page.goto("/?sort=critic-score");
      await page.getByRole("list", { name: "Podcasts" }).getByRole("link", { name: podcast.title }).click();
      await expect(page.getByRole("heading", { level: 1, name: podcast.title })).toBeVisible({
        timeout: 30_000,
      });

      const critics = criticsSection(page);
      await expect(critics.getByRole("heading", { level: 2, name: "Critics" })).toBeVisible();
      await expect(
        critics.getByText(`Critics' score ${podcast.criticScore.average!.toFixed(1)}`),
      ).toBeVisible();
      await expect(critics.getByRole("img", { name: /out of 5 stars/ }).first()).toBeVisible();
      const count = podcast.criticScore.count;
      await expect(critics.getByTestId("critic-score-count")).toHaveText(
        `Based on ${count} ${count === 1 ? "critic" : "critics"}`,
      );
      const article = critics.getByRole("article", { name: `Critic review by ${review.criticName}` }).first();
      await expect(article).toBeVisible();
      if (review.criticSlug) {
        await expect(article.getByRole("link", { name: review.criticName, exact: true })).toHaveAttribute(
          "href",
          `/critics/${review.criticSlug}`,
        );
      }
      await expect(article).toContainText(review.publication);
      await expect(article.locator("time")).toHaveText(formatCriticDate(review.date));
      await expect(article.getByText(review.snippet.slice(0, 40))).toBeVisible();
      const full = article.getByRole("link", { name: /^Read the full review by .+ \(opens in a new tab\)$/ });
      await expect(full).toHaveAttribute("href", review.url!);
      await expect(full).toHaveAttribute("target", "_blank");
      await expect(full).toHaveAttribute("rel", /noopener/);

      // The Critics section comes before the audience's reviews.
      const criticsTop = (await critics.boundingBox())!.y;
      const audienceTop = (await page.getByRole("heading", { name: "Audience reviews" }).boundingBox())!.y;
      expect(criticsTop).toBeLessThan(audienceTop);
      await expectNoAxeViolations(page);
      if (viewport.name === "phone") await expectNoHorizontalScroll(page);
      await snap(page, info, "podcast-critics");
    });

    test("a podcast no critic has reviewed says so", async ({ page, baseURL }, info) => {
      const id = await addPodcast(baseURL!, `No Critics Yet ${unique("c")}`);
      await signInViaApi(page, DEMO.critic);
      await page.goto(`/podcasts/${id}`);
      const critics = criticsSection(page);
      await expect(critics.getByText("No critic reviews yet.")).toBeVisible();
      await expect(critics.getByTestId("critic-score-count")).toHaveCount(0);
      await expect(critics.getByTestId("critic-score-pending")).toHaveCount(0);
      await expect(critics.getByRole("button", { name: "Load more critic reviews" })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await snap(page, info, "podcast-critics-empty");
    });

    test("critic reviews load a page at a time, open long snippets, and recover from an error", async ({
      page,
      baseURL,
    }, info) => {
      const id = await addPodcast(baseURL!, `Paged Critics ${unique("p")}`);
      const all = Array.from({ length: 13 }, (_, i) =>
        fakeCriticReview(i + 1, {
          ...(i === 0 && {
            snippet:
              "The opening is slow. Then it finds its voice. The second half is superb. The finale alone is worth the hours spent getting there.",
          }),
          ...(i === 1 && { criticSlug: null, criticName: "Former Critic" }),
          ...(i === 2 && { rating: null, url: null }),
        }),
      );
      // Every answer fails until the error is on screen (the prefetch with the page's code and the query's
      // own request alike), then they all succeed.
      let failing = true;
      await page.route(`**/api/podcasts/${id}/critic-reviews?*`, (route) => {
        if (failing)
          return route.fulfill({
            status: 500,
            json: { code: "internal_error", message: "Internal Server Error" },
          });
        const url = new URL(route.request().url());
        const pageNo = Number(url.searchParams.get("page"));
        const size = Number(url.searchParams.get("pageSize"));
        return route.fulfill({
          json: {
            items: all.slice((pageNo - 1) * size, pageNo * size),
            total: all.length,
            page: pageNo,
            pageSize: size,
          },
        });
      });
      await page.route(`**/api/podcasts/${id}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as PodcastDetail;
        await route.fulfill({
          response,
          json: { ...body, criticScore: { average: 2.9, count: all.length, minimum: 3 } },
        });
      });
      await signInViaApi(page, DEMO.critic);
      await openInApp(page, `/podcasts/${id}`);

      const critics = criticsSection(page);
      await expect(critics.getByRole("alert")).toContainText("Could not load critic reviews", {
        timeout: 30_000,
      });
      await expectNoAxeViolations(page);
      await snap(page, info, "podcast-critics-error");
      failing = false;
      await critics.getByRole("button", { name: "Try again" }).click();

      const articles = critics.getByRole("article");
      await expect(articles).toHaveCount(10);
      await expect(critics.getByText("Critics' score 2.9")).toBeVisible();
      await expect(critics.getByTestId("critic-score-count")).toHaveText("Based on 13 critics");

      const long = critics.getByRole("article", { name: "Critic review by Critic 01" });
      await expect(long.getByText("The second half is superb. …")).toBeVisible();
      await expect(long.getByText(/finale alone/)).toHaveCount(0);
      const more = long.getByRole("button", { name: "Read more" });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await more.click();
      await expect(long.getByText(/The finale alone is worth the hours/)).toBeVisible();
      await expect(long.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");

      const former = critics.getByRole("article", { name: "Critic review by Former Critic" });
      await expect(former.getByRole("link", { name: "Former Critic", exact: true })).toHaveCount(0);
      await expect(former.getByText("Former Critic", { exact: true })).toBeVisible();
      const unrated = critics.getByRole("article", { name: "Critic review by Critic 03" });
      await expect(unrated.getByText("No rating")).toBeVisible();
      await expect(unrated.getByRole("link", { name: /Read the full review/ })).toHaveCount(0);
      await expect(long.locator("time")).toHaveText(formatCriticDate(all[0]!.date));
      await expectNoAxeViolations(page);
      if (viewport.name === "phone") await expectNoHorizontalScroll(page);
      await snap(page, info, "podcast-critics-paged");

      await critics.getByRole("button", { name: "Load more critic reviews" }).click();
      await expect(articles).toHaveCount(13);
      await expect(critics.getByRole("article", { name: "Critic review by Critic 13" })).toBeVisible();
      await expect(critics.getByRole("button", { name: "Load more critic reviews" })).toHaveCount(0);
    });
  });
}
