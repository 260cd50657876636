import type { Page } from "@playwright/test";
import { DEMO, expect, PHONE, signInViaApi, test } from "./support/fixtures";

// Issue 16, item 10: admin screens use the app's one select, one pagination and one file picker, and the
// users table grows with the page. SHOTS=<dir> saves screenshots of both screens there.

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
};

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`admin controls on ${device}`, () => {
    test.use({ viewport });

    test("users: styled selects, no nested scroll area, e-mails readable; import: a drop zone", async ({
      page,
    }) => {
      await signInViaApi(page, DEMO.admin);
      await page.goto("/admin/users");
      await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
      await shot(page, `admin-users-${device}`);
      for (const name of ["Role", "Status"]) {
        const select = page.getByRole("combobox", { name, exact: true });
        // The app's select: 44 px high, no platform arrow (its own chevron is rendered beside it).
        expect(await select.evaluate((el) => getComputedStyle(el).appearance)).toBe("none");
        expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      const scrollers = await page.evaluate(
        () =>
          [...document.querySelectorAll("main *")].filter((el) => {
            const s = getComputedStyle(el);
            return /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
          }).length,
      );
      expect(scrollers).toBe(0);
      const email = page.getByText("critic@", { exact: false }).filter({ visible: true }).first();
      if (await email.count()) {
        expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }

      await page.goto("/");
      await page.getByRole("button", { name: "Import" }).click();
      const dialog = page.getByRole("dialog", { name: "Import podcasts" });
      await expect(dialog).toBeVisible();
      await shot(page, `import-dialog-${device}`);
      const input = dialog.getByLabel("File", { exact: true });
      await input.setInputFiles({
        name: "shows.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("title\nA\n"),
      });
      await expect(dialog.getByText("shows.csv")).toBeVisible();
      await expect(dialog.getByText(/8 bytes/)).toBeVisible();
      await shot(page, `import-dialog-chosen-${device}`);
    });
  });
}

test.describe("touch targets on a phone (issue 16, item 13)", () => {
  test.use({ viewport: PHONE });

  test("the auth tabs, Forgot password and a dialog's Close are at least 44 px high", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab")).toHaveCount(2);
    for (const tab of await page.getByRole("tab").all()) {
      expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const forgot = page.getByRole("link", { name: "Forgot password?" });
    expect((await forgot.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await signInViaApi(page, DEMO.admin);
    await page.goto("/");
    await page.getByRole("button", { name: "Import" }).click();
    const close = page.getByRole("dialog").getByRole("button", { name: "Close" });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  });
});
