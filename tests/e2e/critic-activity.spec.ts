import {
  DEMO,
  expect,
  expectNoAxeViolations,
  PHONE,
  signInViaApi,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";

test.describe("critic activity", () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
  });

  test("shows each critic's activity, sorts by any column and nudges a quiet critic once", async ({
    page,
  }) => {
    const name = `Nudgeable ${unique("").slice(1).toUpperCase()}`;
    const username = unique("nudge");
    const created = await page.request.post("/api/admin/critic-names", {
      data: { name, publication: "Nudge Weekly", account: { username, email: `${username}@example.com` } },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto("/admin/critics");
    const jordan = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: /Jordan Vale/ }) });
    await expect(jordan.getByText(/^(Active|Quiet|Inactive)$/)).toBeVisible();
    await expect(jordan.getByText(/Reviews per week, oldest first: (\d+, ){11}\d+/)).toBeAttached();

    // Sorting by total: the header says so and the rows follow.
    const total = page.getByRole("columnheader", { name: "Total" });
    await total.getByRole("button").click();
    await expect(total).toHaveAttribute("aria-sort", "descending");
    const totals = await page.locator("tbody tr td:nth-of-type(2)").allTextContents();
    expect(totals.map(Number)).toEqual([...totals.map(Number)].sort((a, b) => b - a));
    await total.getByRole("button").click();
    await expect(total).toHaveAttribute("aria-sort", "ascending");

    await page.getByLabel("Search").fill(name);
    const line = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });
    await expect(line.getByText("Inactive", { exact: true })).toBeVisible();
    await line.getByRole("button", { name: `Nudge ${name}` }).click();
    await expect(toast(page, "Nudge sent")).toBeVisible();
    await expect(line.getByRole("button", { name: `Nudge ${name}` })).toBeDisabled();
    await expect(line.getByText(/^Nudged /)).toBeVisible();
    const mail = await waitForMail(
      (m) => m.to.includes(`${username}@example.com`) && m.subject.startsWith("We miss"),
    );
    expect(mail.subject).toBe("We miss your reviews, Cadet Critic");
    expect(mail.text).toContain("with 0 reviews so far");
    await expectNoAxeViolations(page);

    // The server refuses a second nudge within the week, whatever the page shows.
    const again = await page.request.post(`/api/admin/critic-names/${encodeURIComponent(name)}/nudge`);
    expect(again.status()).toBe(429);
  });

  test("fits a phone: cards with the same figures and a sort control", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/admin/critics");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Jordan Vale" }) });
    await expect(card.getByText("Last 30 days")).toBeVisible();
    await page.getByLabel("Sort by").selectOption("totalReviews");
    await page.getByLabel("Order").selectOption("desc");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
