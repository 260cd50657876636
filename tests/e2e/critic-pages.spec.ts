import type { Page } from "@playwright/test";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  openInApp,
  PHONE,
  signInViaApi,
  test,
} from "./support/fixtures";
import { screenshot } from "./support/screenshots";

// Public critic pages and the Critics leaderboard (issue 12 §3). The demo critic Jordan Vale has the
// demo seed's critic reviews, linked to the demo catalogue's podcasts where the titles match.

/** The first sight of a page: a hang guard sized for a busy machine, not a duration. */
const LOADED = { timeout: 60_000 };

// Several pages and viewports per test: generous for a loaded machine.
test.describe.configure({ timeout: 240_000 });
const APP_DATE = /^[A-Z][a-z]{2}\. \d{1,2}, \d{4}$/;

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const shot = (page: Page, name: string) => screenshot(page, "issue-12", name, { fullPage: true });

async function expectCriticPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Vale" })).toBeVisible(LOADED);
  await expect(page.getByText(/^Critic title:/)).toBeAttached();
  await expect(page.getByText(/^(Rookie|Pro|Elite|Legend) tier$/)).toBeVisible();
  await expect(page.getByText("Total reviews")).toBeVisible();
  await expect(page.getByText("Average rating")).toBeVisible();
  await expect(page.getByText("The Listening Post", { exact: true }).first()).toBeVisible();
  const reviews = page.getByTestId("critic-page-review");
  await expect(reviews.first()).toBeVisible();
  const dates = await reviews.locator("time").allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(APP_DATE);
  // Newest first.
  const days = await reviews
    .locator("time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")));
  expect([...days].sort().reverse()).toEqual(days);
  const full = reviews.first().getByRole("link", { name: /Read the full review/ });
  await expect(full).toHaveAttribute("target", "_blank");
  await expect(full).toHaveAttribute("href", /^https?:\/\//);
  return reviews;
}

test.describe("a critic's public page", () => {
  test("signed out: readable, with the signed-out header, unlinked podcasts and unfurl tags", async ({
    browser,
    baseURL,
  }) => {
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const response = await page.goto("/critics/jordan-vale");
      expect(response?.status()).toBe(200);
      const reviews = await expectCriticPage(page);
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
      await expect(page.getByTestId("mobile-tab-bar")).toHaveCount(0);
      // Podcast pages need an account: signed out, the podcast is plain text.
      await expect(reviews.locator('a[href^="/podcasts/"]')).toHaveCount(0);
      await expect(page.getByRole("link", { name: "All critics" })).toHaveCount(0);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        /^Jordan Vale is an? .+ on Critics' Corner$/,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`^${baseURL}/share/critics/jordan-vale/card\\.png\\?v=`),
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await shot(page, "critic-page-signed-out");

      // "Read more" opens the whole snippet and closes it again.
      const more = reviews.getByRole("button", { name: "Read more" }).first();
      if ((await more.count()) > 0) {
        await more.click();
        await expect(reviews.getByRole("button", { name: "Show less" }).first()).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      }
      await context.close();
    }
  });

  test("signed in: podcasts link to their pages, and paging keeps the page in the URL", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critics/jordan-vale");
    const reviews = await expectCriticPage(page);
    const linked = reviews.locator('h3 a[href^="/podcasts/"]').first();
    await expect(linked).toBeVisible();
    await expect(page.getByRole("link", { name: "All critics" })).toHaveAttribute("href", "/critics");
    await expectNoAxeViolations(page);
    await shot(page, "critic-page-signed-in");

    const pages = page.getByRole("navigation", { name: "Review pages" });
    if ((await pages.count()) > 0) {
      const firstDay = await reviews.locator("time").first().getAttribute("datetime");
      await pages.getByRole("button", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\/critics\/jordan-vale\?page=2$/);
      await expect(reviews.locator("time").first()).not.toHaveAttribute("datetime", firstDay!);
      await expect(pages.getByRole("button", { name: "Page 2" }).last()).toHaveAttribute(
        "aria-current",
        "page",
      );
    }

    const title = await linked.textContent();
    await linked.click();
    await expect(page.getByRole("heading", { level: 1, name: title! })).toBeVisible(LOADED);
  });

  test("an unknown critic is a designed 404, signed out and signed in", async ({ browser, page }) => {
    const context = await browser.newContext();
    const anonymous = await context.newPage();
    const response = await anonymous.goto("/critics/nobody-has-this-page");
    expect(response?.status()).toBe(404);
    await expect(anonymous.getByRole("heading", { level: 1, name: "Critic not found" })).toBeVisible(LOADED);
    await expect(
      anonymous.getByText("No critic has a page at this address.", { exact: false }),
    ).toBeVisible();
    await expect(anonymous.getByRole("link", { name: "Go to home page" })).toBeVisible();
    await expectNoAxeViolations(anonymous);
    await shot(anonymous, "critic-not-found");
    await context.close();

    await signInViaApi(page, DEMO.critic);
    await page.goto(`/critics/${"x".repeat(300)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Critic not found" })).toBeVisible(LOADED);
  });

  test("a failed load offers a retry", async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/critics\/jordan-vale\?/, (route) =>
      fail
        ? route.fulfill({
            status: 503,
            json: { code: "service_unavailable", message: "Service unavailable" },
          })
        : route.fallback(),
    );
    await openInApp(page, "/critics/jordan-vale");
    await expect(page.getByRole("alert")).toContainText("Could not load this critic's page", LOADED);
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Vale" })).toBeVisible(LOADED);
  });
});

test.describe("the Critics leaderboard", () => {
  test("header link, period switch kept in the URL, rows linking to critic pages", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const nav = page.locator("header nav");
    await nav.getByRole("link", { name: "Critics", exact: true }).click();
    await expect(page).toHaveURL("/critics");
    await expect(page.getByRole("heading", { level: 1, name: "Critics" })).toBeVisible(LOADED);
    await expect(nav.getByRole("link", { name: "Critics", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const period = page.getByRole("navigation", { name: "Period" });
    await expect(period.getByRole("link", { name: "This month" })).toHaveAttribute("aria-current", "page");
    // This month: a list or its empty state, depending on what other tests wrote in the last 30 days.
    await expect(
      page
        .getByRole("list", { name: "Top critics, this month" })
        .or(page.getByText("No critic has published a review in the last 30 days.")),
    ).toBeVisible();

    await period.getByRole("link", { name: "All time" }).click();
    await expect(page).toHaveURL("/critics?period=all");
    await expect(period.getByRole("link", { name: "All time" })).toHaveAttribute("aria-current", "page");
    const list = page.getByRole("list", { name: "Top critics, all time" });
    const jordan = list.getByRole("listitem").filter({ hasText: "Jordan Vale" });
    await expect(jordan).toBeVisible(LOADED);
    await expect(jordan).toContainText(/\d+ reviews?/);
    expect(await list.getByRole("listitem").count()).toBeLessThanOrEqual(20);
    await expectNoAxeViolations(page);
    await shot(page, "leaderboard");

    // The period survives a reload, and Back returns to this month.
    await page.reload();
    await expect(period.getByRole("link", { name: "All time" })).toHaveAttribute("aria-current", "page");
    await jordan.getByRole("link", { name: "Jordan Vale" }).click();
    await expect(page).toHaveURL("/critics/jordan-vale");
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Vale" })).toBeVisible(LOADED);
    await expect(nav.getByRole("link", { name: "Critics", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("administrators have the header link too", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto("/");
    await page.locator("header nav").getByRole("link", { name: "Critics", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Critics" })).toBeVisible(LOADED);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });
    test("critics and administrators reach it from the account menu", async ({ page }) => {
      await signInViaApi(page, DEMO.critic);
      await page.goto("/");
      const tabs = page.getByTestId("mobile-tab-bar");
      await expect(tabs.getByRole("link")).toHaveCount(5);
      await page
        .getByRole("button", { name: /Account menu for Jordan Vale/ })
        .first()
        .click();
      await page.getByRole("menuitem", { name: "Critics" }).click();
      await expect(page).toHaveURL("/critics");
      await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "All time" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: "Jordan Vale" })).toBeVisible(LOADED);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await shot(page, "leaderboard");

      // Administrators too, since Applications took the tab (issue 32).
      await signInViaApi(page, DEMO.admin);
      await page.goto("/");
      await expect(tabs.getByRole("link")).toHaveCount(5);
      await page
        .getByRole("button", { name: /Account menu for Ada Admin/ })
        .first()
        .click();
      await page.getByRole("menuitem", { name: "Critics" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Critics" })).toBeVisible(LOADED);
      await shot(page, "leaderboard-admin");
    });
  });
});
