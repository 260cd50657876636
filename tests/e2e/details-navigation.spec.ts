import type { Page } from "@playwright/test";
import { DEMO, expect, PHONE, signInViaApi, test } from "./support/fixtures";

/** The entries that look current (highlighted) and the ones that say so (aria-current), by label. */
async function current(page: Page, nav: string) {
  return page.locator(nav).evaluate((el) => {
    const links = [...el.querySelectorAll("a")];
    const highlighted = links
      .filter((a) => a.classList.contains("bg-surface-2") || a.classList.contains("text-accent"))
      .map((a) => a.textContent?.trim());
    const marked = links
      .filter((a) => a.getAttribute("aria-current") === "page")
      .map((a) => a.textContent?.trim());
    return { highlighted, marked };
  });
}

test.describe("the current navigation entry (issue 16, item 6)", () => {
  test("the header marks only the section the page belongs to, and nothing on 404 or Access Denied", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.critic);
    const cases: [string, string, string[]][] = [
      ["/", "heading", ["Podcasts"]],
      ["/critic/my-reviews", "heading", ["My Reviews"]],
      ["/profile", "heading", []],
      ["/no-such-page", "404 Page Not Found", []],
      ["/admin", "Access Denied", []],
    ];
    for (const [path, heading, expected] of cases) {
      await page.goto(path);
      await expect(
        heading === "heading"
          ? page.getByRole("heading", { level: 1 })
          : page.getByRole("heading", { name: heading }),
      ).toBeVisible();
      expect(await current(page, "header nav"), path).toEqual({ highlighted: expected, marked: expected });
    }
    await signInViaApi(page, DEMO.admin);
    await page.goto("/critic/dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(await current(page, "header nav")).toEqual({ highlighted: [], marked: [] });
    // Leaving the message page gives the section back.
    await page.getByRole("link", { name: "Go to home page" }).click();
    await expect(page.locator("header nav").getByRole("link", { name: "Podcasts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });
    test("the tab bar is the main navigation, marks nothing on 404, and its labels are readable", async ({
      page,
    }) => {
      await signInViaApi(page, DEMO.critic);
      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      const tabs = page.getByRole("navigation", { name: "Main" });
      await expect(tabs.getByRole("link", { name: "Home" })).toBeVisible();
      expect(await current(page, "[data-testid=mobile-tab-bar]")).toEqual({ highlighted: [], marked: [] });
      const size = await tabs
        .getByText("Home")
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      await page.goto("/podcasts/1");
      await expect(tabs.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    });
  });
});
