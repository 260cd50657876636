import {
  DEMO,
  expect,
  expectNoAxeViolations,
  openInApp,
  PHONE,
  signInViaApi,
  test,
} from "./support/fixtures";

test.describe("admin dashboard", () => {
  test("shows the statistics and links to user management and the audit log", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    const stats = await (await page.request.get("/api/admin/stats")).json();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    for (const [label, value] of [
      ["Total Podcasts", stats.podcastCount],
      ["Total Reviews", stats.reviewCount],
      ["Total Users", stats.userCount],
      ["Active Critics", stats.criticsCount],
    ]) {
      const card = page.locator("section[aria-label=Statistics] > div").filter({ hasText: label });
      await expect(card.getByText(Number(value).toLocaleString("en-US"), { exact: true })).toBeVisible();
    }
    const delivery = page.getByRole("region", { name: "Delivery health" });
    await expect(delivery.locator('dt:text-is("Waiting") + dd')).toHaveText(
      Number(stats.pendingDeliveries).toLocaleString("en-US"),
    );
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Audit Log" }).click();
    await expect(page).toHaveURL("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await page.getByRole("link", { name: /Manage Users/ }).click();
    await expect(page).toHaveURL("/admin/users");
  });

  test("shows a loading state, then the error state when statistics fail", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/stats", async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { code: "internal_error", message: "stats broke" } });
    });
    await openInApp(page, "/admin");
    await expect(page.getByRole("region", { name: "Statistics" })).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByText("Could not load statistics")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("records administrative actions in the audit log", async ({ page, request }) => {
    await signInViaApi(page, DEMO.admin);
    const username = `audit_${Date.now().toString(36)}`;
    expect(
      (
        await request.post("/api/register", {
          data: { username, password: "audit-Pass-123", name: "Aud Ited" },
        })
      ).status(),
    ).toBe(201);
    const [user] = await (await page.request.get(`/api/users?q=${username}`)).json();
    expect(
      (await page.request.put(`/api/users/${user.id}`, { data: { status: "suspended" } })).status(),
    ).toBe(200);
    await page.goto("/admin/audit");
    const entry = page
      .getByRole("row")
      .filter({ hasText: `@${username}` })
      .first();
    await expect(entry).toContainText("Suspended user");
    await expect(entry).toContainText("@admin");
    await expect(entry).toContainText(/pending\s*→.*suspended/);
  });

  test("fits a phone", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.setViewportSize(PHONE);
    await page.goto("/admin");
    await expect(page.getByText("Total Users")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
