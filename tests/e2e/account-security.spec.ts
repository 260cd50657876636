/**
 * Account basics on the profile (issue 11 item 29): change the password (other sessions end, this one
 * stays) and sign out the other sessions.
 */
import type { Browser } from "@playwright/test";
import { expectNoHorizontalScroll } from "./support/critic";
import { expect, expectNoAxeViolations, PHONE, registerViaApi, test, toast } from "./support/fixtures";

/** Another browser signed in as the same account; answers whether its session still works. */
async function otherBrowser(
  browser: Browser,
  baseURL: string,
  account: { username: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/login", { data: account });
  expect(login.status()).toBe(200);
  return {
    signedIn: async () => (await context.request.get("/api/user")).status() === 200,
    close: () => context.close(),
  };
}

test.describe("account security on the profile", () => {
  test("change the password: field rules, a wrong current password, then success ends the other session", async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await registerViaApi(page, "pw");
    const other = await otherBrowser(browser, baseURL!, account);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Account Security" })).toBeVisible();
    const opener = page.getByRole("button", { name: "Change Password" });
    await opener.click();

    const form = page.getByRole("form", { name: "Change password" });
    const current = form.getByLabel("Current Password");
    await expect(current).toBeFocused();
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Current password is required")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(current).toBeFocused();

    await current.fill("not-my-password");
    await form.getByLabel("New Password", { exact: true }).fill("brand-new-Secret8");
    await form.getByLabel("Confirm New Password").fill("brand-new-Secret9");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Passwords do not match")).toBeVisible();

    await form.getByLabel("Confirm New Password").fill("brand-new-Secret8");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Current password is incorrect")).toBeVisible();
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    expect(await other.signedIn()).toBe(true);

    await current.fill(account.password);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await other.signedIn()).toBe(false);
    await other.close();

    // This browser stays signed in, and the new password is the one that works.
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    const relogin = (password: string) =>
      page.request.post("/api/login", { data: { username: account.username, password } });
    expect((await relogin(account.password)).status()).toBe(401);
    expect((await relogin("brand-new-Secret8")).status()).toBe(200);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });

    test("sign out the other sessions: they end, this one stays, a toast says how many", async ({
      page,
      browser,
      baseURL,
    }) => {
      const account = await registerViaApi(page, "so");
      const others = [
        await otherBrowser(browser, baseURL!, account),
        await otherBrowser(browser, baseURL!, account),
      ];
      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Account Security" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      const signOut = page.getByRole("button", { name: "Sign Out Other Sessions" });
      await signOut.focus();
      await page.keyboard.press("Enter");
      await expect(toast(page, "Other sessions signed out")).toBeVisible();
      await expect(toast(page, "2 other sessions ended. You are still signed in here.")).toBeVisible();
      await expect(signOut).toBeFocused();
      for (const other of others) {
        expect(await other.signedIn()).toBe(false);
        await other.close();
      }
      await page.reload();
      await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

      await page.getByRole("button", { name: "Change Password" }).click();
      await expect(
        page.getByRole("form", { name: "Change password" }).getByLabel("Current Password"),
      ).toBeFocused();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});
