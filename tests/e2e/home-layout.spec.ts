import type { Page } from "@playwright/test";
import { ANNOUNCEMENTS } from "../../src/shared/constants/announcements";
import { expectNoHorizontalScroll } from "./support/critic";
import { DEMO, expect, expectNoAxeViolations, PHONE, signInViaApi, test } from "./support/fixtures";

const firstCard = (page: Page) => page.getByRole("list", { name: "Podcasts" }).getByRole("listitem").first();
const announcements = (page: Page) =>
  page.getByRole("region", { name: "Announcements" }).getByRole("listitem");

/** Issue 16, item 2: the home page leads with the catalogue; the announcements stay short. */
test.describe("home layout", () => {
  test("desktop: the first podcast is in the first screen; See all shows every announcement", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const box = await firstCard(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(800);

    await expect(announcements(page)).toHaveCount(3);
    await expect(announcements(page).first().getByRole("heading", { level: 3 })).toHaveText(
      ANNOUNCEMENTS[0]!.title,
    );
    const seeAll = page.getByRole("button", { name: `See all ${ANNOUNCEMENTS.length} announcements` });
    await expect(seeAll).toHaveAttribute("aria-expanded", "false");
    await seeAll.click();
    await expect(announcements(page)).toHaveCount(ANNOUNCEMENTS.length);
    await expect(page.getByText(ANNOUNCEMENTS.at(-1)!.body)).toBeVisible();
    await page.getByRole("button", { name: "Show only the newest" }).click();
    await expect(announcements(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test("phone: the first podcast is in the first screen, under the two newest announcements", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const box = await firstCard(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThan(PHONE.height);
    await expect(announcements(page).filter({ visible: true })).toHaveCount(2);
    await page.getByRole("button", { name: /See all \d+ announcements/ }).click();
    await expect(announcements(page).filter({ visible: true })).toHaveCount(ANNOUNCEMENTS.length);
    await expect(page.getByText(ANNOUNCEMENTS[0]!.body)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("a closed announcements panel stays closed on the next visit, and opens again", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const hide = page.getByRole("button", { name: "Hide announcements" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    const openTop = (await firstCard(page).boundingBox())!.y;
    await hide.click();
    await expect(announcements(page).first()).toBeHidden();
    expect((await firstCard(page).boundingBox())!.y).toBeLessThan(openTop);

    await page.reload();
    const show = page.getByRole("button", { name: "Show announcements" });
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await expect(announcements(page).first()).toBeHidden();

    await show.click();
    await expect(announcements(page)).toHaveCount(3);
    await page.reload();
    await expect(page.getByRole("button", { name: "Hide announcements" })).toBeVisible();
    await expect(announcements(page)).toHaveCount(3);
  });
});
