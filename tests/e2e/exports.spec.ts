import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, PHONE, signInViaApi, test } from "./support/fixtures";

const BOM = "\uFEFF";

/** Clicks a download link and answers the file's name and text. */
async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(saved, "utf8") };
}

test.describe("CSV exports", () => {
  test("an administrator downloads users, critic reviews and user reviews from the dashboard", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Exports" })).toBeVisible();

    const users = await download(page, "Users (CSV)");
    expect(users.name).toMatch(/^users-\d{4}-\d\d-\d\d\.csv$/);
    expect(users.text.startsWith(`${BOM}id,username,name,email,`)).toBe(true);
    expect(users.text).toContain(",admin,Ada Admin,");

    const critics = await download(page, "Critic reviews (CSV)");
    expect(critics.name).toMatch(/^critic-reviews-\d{4}-\d\d-\d\d\.csv$/);
    expect(critics.text).toContain("Jordan Vale");
    expect(critics.text).not.toMatch(/@[a-z0-9.-]+\.[a-z]{2,}/i);

    const reviews = await download(page, "User reviews (CSV)");
    expect(reviews.name).toMatch(/^reviews-\d{4}-\d\d-\d\d\.csv$/);
    expect(reviews.text.startsWith(`${BOM}id,podcast_id,podcast,user_id,username,rating,`)).toBe(true);

    await page.goto("/admin/audit");
    await expect(page.getByRole("cell", { name: "Exported user reviews" }).first()).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Exports" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a critic exports their own reviews from My Reviews, on a phone too", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.setViewportSize(PHONE);
    await page.goto("/critic/my-reviews");
    const file = await download(page, "Export CSV");
    expect(file.name).toMatch(/^my-reviews-\d{4}-\d\d-\d\d\.csv$/);
    const lines = file.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      `${BOM}id,critic,publication,podcast,rating,date,url,snippet,sync_status,submitted_at,hidden,contains_spoilers`,
    );
    expect(file.text).toContain(",Jordan Vale,");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
