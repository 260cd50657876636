import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, PHONE, signInViaApi, test } from "./support/fixtures";

// Decision 0058: back and forward return to a page as it was left, its data and its scroll position
// (lib/router/scroll.ts); any other navigation starts at the top.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls with the mouse wheel, as a visitor does, until the page has moved; returns where it stopped. */
async function scrollDown(page: Page, by: number): Promise<number> {
  const before = await scrollY(page);
  await page.mouse.move(page.viewportSize()!.width / 2, page.viewportSize()!.height / 2);
  await page.mouse.wheel(0, by);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  // The wheel scrolls smoothly: wait until it has come to rest.
  let last = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

/** Within 2 px (a position can be rounded to a device pixel). */
async function expectScrolledTo(page: Page, y: number) {
  await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
}

const top = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));

/**
 * Remembers whether the catalogue's loading skeleton is ever rendered from now on: a list rendered from its data
 * at once never shows it.
 */
const watchForSkeleton = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { skeletonSeen?: boolean };
    seen.skeletonSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading podcasts"]')) seen.skeletonSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
const skeletonSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { skeletonSeen?: boolean }).skeletonSeen);

async function catalogueToPodcastAndBack(page: Page, { phone }: { phone: boolean }) {
  await signInViaApi(page, DEMO.critic);
  await page.goto("/");
  const cards = page.getByRole("list", { name: "Podcasts" }).getByRole("listitem");
  await expect(cards).toHaveCount(24);

  // Down the catalogue to a card near its end.
  const card = cards.nth(20);
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.scrollIntoViewIfNeeded();
  const listY = await scrollDown(page, 150);
  expect(listY).toBeGreaterThan(600);
  await expect(card).toBeInViewport();
  const cardTop = await top(card);

  // A new page starts at the top, with its data.
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("review-count")).toHaveText(/^\d+ reviews?$/);
  await expectScrolledTo(page, 0);
  const podcastUrl = page.url();
  const podcastY = await scrollDown(page, 300);

  // Back: the catalogue as it was left, rendered from the data it had, the card where it was on screen.
  await watchForSkeleton(page);
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(cards).toHaveCount(24);
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect.poll(async () => Math.abs((await top(card)) - cardTop)).toBeLessThanOrEqual(2);
  // On a phone the cards above are rendered again at an estimated height until they come near the screen
  // (list-item-lazy), so the same cards are in view at another scrollY; on a desktop at the same one.
  if (!phone) await expectScrolledTo(page, listY);
  expect(await skeletonSeen(page)).toBe(false);
  await expectNoAxeViolations(page);

  // Forward: the podcast again, with its data, where it was left.
  await page.goForward();
  await expect(page).toHaveURL(podcastUrl);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("review-count")).toHaveText(/^\d+ reviews?$/);
  await expectScrolledTo(page, podcastY);

  // And a link followed from there starts at the top again.
  await page.getByRole("link", { name: "Back to Podcasts" }).click();
  await expect(page).toHaveURL("/");
  await expect(cards).toHaveCount(24);
  await expectScrolledTo(page, 0);
}

test.describe("back and forward (issue 34)", () => {
  test("return to the catalogue and the podcast with their data and scroll positions", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await catalogueToPodcastAndBack(page, { phone: false });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });
    test("return to the catalogue and the podcast with their data and scroll positions", async ({ page }) => {
      await catalogueToPodcastAndBack(page, { phone: true });
    });
  });
});
