import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, expect, PHONE, signInViaApi, test } from "./support/fixtures";

/** Makes one page's chunk fail to load, as after a deploy that replaced it or on a dropped connection. */
async function breakChunk(page: Page, name: string) {
  const matches = (url: URL) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(url.pathname);
  await page.route(matches, (route) => route.abort("failed"));
  return () => page.unroute(matches);
}

test.describe("a page that fails to load (issue 13: a root error boundary)", () => {
  test("opening a page whose chunk fails shows Reload inside the app, and Reload recovers", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.critic);
    const repair = await breakChunk(page, "profile-page");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "This page could not load" })).toBeVisible();
    await expect(page.getByText("may have been updated since you opened it")).toBeVisible();
    // The app around the page stays: header navigation and a way home.
    await expect(page.getByRole("link", { name: "Go to home page" })).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
    await expect(page).toHaveTitle(/This page could not load/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await repair();
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "This page could not load" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("a navigation to a failing page keeps the app, and navigating away clears the error", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signInViaApi(page, DEMO.critic);
    await breakChunk(page, "my-reviews-page");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A link in the app, not a reload: the router's navigation meets the failed chunk.
    await page.getByRole("link", { name: "My Reviews", exact: true }).first().click();
    await expect(page).toHaveURL(/\/critic\/my-reviews$/);
    await expect(page.getByRole("heading", { level: 1, name: "This page could not load" })).toBeVisible();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    await page.getByRole("link", { name: "Go to home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "This page could not load" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
