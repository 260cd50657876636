import {
  AWAITING_CRITIC_NAME_NEXT,
  AWAITING_CRITIC_NAME_TEXT,
  AWAITING_CRITIC_NAME_TITLE,
} from "../../src/client/lib/awaiting-critic-name";
import { expectNoHorizontalScroll } from "./support/critic";
import {
  expect,
  expectNoAxeViolations,
  PHONE,
  registerViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

/** Issue 16, item 8: a new sign-up learns what happens next instead of meeting zeros and refused forms. */
test.describe("an account waiting for its critic name", () => {
  test("is told what happens next right after registering, and can apply on home", async ({ page }) => {
    const username = unique("pending");
    // Never having applied is an empty state: a 200, so no 404 in the console (issue 49 item 10).
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/critic-applications/mine") && r.status() !== 200) refused.push(r.url());
    });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Full Name").fill("Pat Pending");
    await form.getByLabel("Password").fill("pat-Secret-77");
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/");
    await expect(toast(page, "Registration successful")).toBeVisible();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      AWAITING_CRITIC_NAME_NEXT,
    );
    // Home is where the account applies to the critic programme (issue 32).
    const panel = page.getByTestId("application-panel");
    await expect(panel.getByRole("heading", { name: "Join the critic programme" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Apply to the critic programme" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(refused).toEqual([]);
  });

  for (const path of ["/critic/dashboard", "/critic/my-reviews", "/critic/add-review"]) {
    test(`${path} says so up front, with no figures and no form`, async ({ page }) => {
      await registerViaApi(page, "pending");
      await page.goto(path);
      const panel = page.getByTestId("awaiting-critic-name");
      await expect(panel.getByRole("heading", { name: AWAITING_CRITIC_NAME_TITLE })).toBeVisible();
      await expect(panel).toContainText(AWAITING_CRITIC_NAME_TEXT);
      await expect(panel.getByRole("link", { name: "Browse the podcasts" })).toHaveAttribute("href", "/");

      const main = page.getByRole("main");
      await expect(main.getByRole("form")).toHaveCount(0);
      await expect(main.getByTestId("total-reviews")).toHaveCount(0);
      await expect(main.getByTestId("critic-title")).toHaveCount(0);
      await expect(main.getByRole("button", { name: /Share/ })).toHaveCount(0);
      await expect(main.getByRole("link", { name: "Add New Review" })).toHaveCount(0);
      await expect(main.getByText(/No reviews yet|Cadet Critic|Total Reviews/)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test("on a phone the panel fits the screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await registerViaApi(page, "pending");
    await page.goto("/critic/add-review");
    await expect(page.getByRole("heading", { name: AWAITING_CRITIC_NAME_TITLE })).toBeInViewport();
    await expectNoHorizontalScroll(page);
  });
});
