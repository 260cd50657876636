import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, openInApp, signInViaApi, test } from "./support/fixtures";

/**
 * Fails every GET whose address matches, with a 500, until the returned function is called: the page's
 * prefetch on navigation and its own request both fail (a failed prefetch is never served, lib/http.ts).
 */
async function failUntilFixed(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let failing = true;
  await page.route(
    (url) => failing && matches(url),
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      await route.fulfill({
        status: 500,
        json: { code: "internal_error", message: "Internal Server Error" },
      });
    },
  );
  return () => {
    failing = false;
  };
}

const criticReviews = (url: URL) =>
  /^\/api\/(critic\/[^/]+\/reviews|critic-reviews\/[^/]+)$/.test(url.pathname);

interface Case {
  name: string;
  as: { username: string; password: string };
  path: (page: Page) => Promise<string>;
  request: (url: URL) => boolean;
  loaded: (page: Page) => Locator;
  /** Other sections of the page load on their own (the dashboard's trends): their figures are real. */
  otherFigures?: boolean;
}

const CASES: Case[] = [
  {
    name: "critic dashboard",
    as: DEMO.critic,
    path: async () => "/critic/dashboard",
    request: criticReviews,
    loaded: (page) => page.getByTestId("total-reviews"),
  },
  {
    name: "My Reviews",
    as: DEMO.critic,
    path: async () => "/critic/my-reviews",
    request: criticReviews,
    loaded: (page) => page.getByRole("list", { name: "Your reviews" }),
  },
  {
    name: "podcast page",
    as: DEMO.critic,
    path: async (page) => {
      await page.goto("/");
      const href = await page
        .getByRole("list", { name: "Podcasts" })
        .getByRole("link")
        .first()
        .getAttribute("href");
      return href ?? "/podcasts/1";
    },
    request: (url) => /^\/api\/podcasts\/\d+$/.test(url.pathname),
    loaded: (page) => page.getByRole("heading", { name: "Audience reviews" }),
  },
  {
    name: "admin users",
    as: DEMO.admin,
    path: async () => "/admin/users",
    request: (url) => url.pathname === "/api/users",
    loaded: (page) => page.getByRole("region", { name: "Users" }).getByRole("table"),
  },
  {
    name: "admin critics",
    as: DEMO.admin,
    path: async () => "/admin/critics",
    request: (url) => url.pathname === "/api/admin/critic-names",
    loaded: (page) =>
      page
        .getByRole("table")
        .or(page.getByRole("list", { name: "Critics" }))
        .first(),
  },
  {
    name: "audit log",
    as: DEMO.admin,
    path: async () => "/admin/audit",
    request: (url) => url.pathname === "/api/admin/audit",
    // A fresh database may have no entries yet: the empty state counts as loaded too.
    loaded: (page) =>
      page
        .getByRole("region", { name: "Audit entries" })
        .or(page.getByText("No administrative actions yet.")),
  },
  {
    name: "admin dashboard",
    as: DEMO.admin,
    path: async () => "/admin",
    request: (url) => url.pathname === "/api/admin/stats",
    loaded: (page) => page.getByRole("region", { name: "Statistics" }),
    otherFigures: true,
  },
];

/** Issue 16, item 5: a failed load shows no figures, says so plainly, and asks again on Try again. */
test.describe("error states", () => {
  for (const c of CASES) {
    test(`${c.name}: no false figures, the status on a second line, and Try again loads it`, async ({
      page,
    }) => {
      await signInViaApi(page, c.as);
      const path = await c.path(page);
      const fixed = await failUntilFixed(page, c.request);
      await openInApp(page, path);

      const error = page.getByTestId("error-state");
      await expect(error).toBeVisible();
      await expect(error.getByText("HTTP 500 · internal_error", { exact: true })).toBeVisible();
      const main = page.getByRole("main");
      if (!c.otherFigures) await expect(main.getByText("0", { exact: true })).toHaveCount(0);
      await expect(main.getByText(/Total Reviews|Cadet Critic|No reviews yet/)).toHaveCount(0);
      await expect(c.loaded(page)).toHaveCount(0);
      await expectNoAxeViolations(page);

      fixed();
      await error.getByRole("button", { name: "Try again" }).click();
      await expect(c.loaded(page)).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  }
});

test.describe("sign-in failures", () => {
  test("a wrong password shows an inline alert above the Login button", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Username").fill(DEMO.critic.username);
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Login" }).click();
    const alert = form.getByRole("alert").filter({ hasText: "Login failed" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/invalid|incorrect/i);
    const alertBox = (await alert.boundingBox())!;
    const buttonBox = (await form.getByRole("button", { name: "Login" }).boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(buttonBox.y);
    await expectNoAxeViolations(page);
  });

  test("a server failure shows an inline alert with the status on a second line", async ({ page }) => {
    await page.route(
      (url) => url.pathname === "/api/login",
      (route) =>
        route.fulfill({ status: 500, json: { code: "internal_error", message: "Internal Server Error" } }),
    );
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Username").fill(DEMO.critic.username);
    await form.getByLabel("Password").fill(DEMO.critic.password);
    await form.getByRole("button", { name: "Login" }).click();
    const alert = form.getByRole("alert").filter({ hasText: "Login failed" });
    await expect(alert).toContainText("The server could not sign you in just now. Please try again.");
    await expect(alert.getByText("HTTP 500", { exact: true })).toBeVisible();
  });
});
