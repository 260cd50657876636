import type { Page } from "@playwright/test";
import type { Podcast, PodcastPage } from "../../src/shared/schemas/podcast";
import { expectNoHorizontalScroll } from "./support/critic";
import { DEMO, expect, expectNoAxeViolations, PHONE, signInViaApi, test } from "./support/fixtures";
import { screenshot } from "./support/screenshots";

/**
 * Issue 30 §2: a critics' score only from CRITIC_SCORE_MIN_CRITICS critics (3 by default), each counted
 * once. Below it the podcast page and its card say how many critics there are so far. The demo data has
 * podcasts on both sides (docs/decisions/0054).
 */

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
] as const;

/** The first demo podcast (in the critics' score order) that has a score, and the first that waits for one. */
async function scoredAndWaiting(page: Page): Promise<{ scored: Podcast; waiting: Podcast }> {
  const list = (await (
    await page.request.get("/api/podcasts?page=1&sort=critic-score")
  ).json()) as PodcastPage;
  const scored = list.items.find((p) => p.criticScore.average !== null);
  const waiting = list.items.find((p) => p.criticScore.average === null && p.criticScore.count > 0);
  expect(scored, "a demo podcast with a critics' score").toBeDefined();
  expect(waiting, "a demo podcast with critics, but fewer than the minimum").toBeDefined();
  return { scored: scored!, waiting: waiting! };
}

const criticsSection = (page: Page) => page.getByRole("region", { name: "Critics" });

for (const viewport of VIEWPORTS) {
  test.describe(`the critics' score minimum (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });
    test.slow();

    test("a podcast page says what the score waits for below the minimum, and shows it from there", async ({
      page,
    }) => {
      await signInViaApi(page, DEMO.critic);
      const { scored, waiting } = await scoredAndWaiting(page);
      const { minimum, count } = waiting.criticScore;
      expect(minimum).toBe(3);

      await page.goto(`/podcasts/${waiting.id}`);
      await expect(page.getByRole("heading", { level: 1, name: waiting.title })).toBeVisible({
        timeout: 30_000,
      });
      const critics = criticsSection(page);
      await expect(
        critics.getByText(`Critics' score after 3 critics (${count} so far)`, { exact: true }),
      ).toBeVisible();
      await expect(critics.getByText(/^Critics' score \d/)).toHaveCount(0);
      await expect(critics.getByTestId("critic-score-count")).toHaveCount(0);
      // Every critic review is still listed.
      await expect(critics.getByRole("article").first()).toBeVisible();
      await expectNoAxeViolations(page);
      if (viewport.name === "phone") await expectNoHorizontalScroll(page);
      await screenshot(page, "issue-30", "podcast-critics-waiting");

      await page.goto(`/podcasts/${scored.id}`);
      await expect(page.getByRole("heading", { level: 1, name: scored.title })).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        critics.getByText(`Critics' score ${scored.criticScore.average!.toFixed(1)}`),
      ).toBeVisible();
      const n = scored.criticScore.count;
      expect(n).toBeGreaterThanOrEqual(3);
      await expect(critics.getByTestId("critic-score-count")).toHaveText(`Based on ${n} critics`);
      await expect(critics.getByText(/^Critics' score after/)).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (viewport.name === "phone") await expectNoHorizontalScroll(page);
      await screenshot(page, "issue-30", "podcast-critics-scored");
    });

    test("the catalogue's cards say the same, scored podcasts first", async ({ page }) => {
      await signInViaApi(page, DEMO.critic);
      const { scored, waiting } = await scoredAndWaiting(page);
      await page.goto("/?sort=critic-score");
      const cards = page.getByRole("list", { name: "Podcasts" }).getByRole("link");
      await expect(cards.first()).toHaveAccessibleName(scored.title);
      const card = cards.filter({ has: page.getByRole("heading", { name: waiting.title, exact: true }) });
      const pending = `Critics' score after 3 critics (${waiting.criticScore.count} so far)`;
      await expect(card.getByTestId("card-figures")).toContainText(pending);
      await expect(card).toHaveAccessibleDescription(
        new RegExp(`Critics: ${pending.replace(/[()]/g, "\\$&")}\\.`),
      );
      await expectNoAxeViolations(page);
      if (viewport.name === "phone") await expectNoHorizontalScroll(page);
      await screenshot(page, "issue-30", "catalogue-critics-waiting", {
        part: page.getByRole("region", { name: "Podcasts" }),
      });
    });
  });
}
