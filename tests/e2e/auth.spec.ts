import { DEMO, expect, expectNoAxeViolations, test, toast, unique, waitForMail } from "./support/fixtures";

test.describe("accounts", () => {
  test("the Login and Register tabs follow the keyboard pattern of tabs", async ({ page }) => {
    await page.goto("/auth");
    const login = page.getByRole("tab", { name: "Login" });
    const register = page.getByRole("tab", { name: "Register" });
    await expect(page.getByRole("tablist")).toBeVisible();
    // One tab in the Tab order: the selected one; its panel is named by it.
    await expect(login).toHaveAttribute("tabindex", "0");
    await expect(register).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel", { name: "Login" })).toBeVisible();
    await login.focus();
    await page.keyboard.press("ArrowRight");
    await expect(register).toBeFocused();
    await expect(register).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Register" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page).toHaveTitle(/^Register/);
    await page.keyboard.press("ArrowRight"); // wraps round
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(register).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(login).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(register).toBeFocused();
    // Tab leaves the tab list for the form.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("form", { name: "Register" }).getByLabel("Username")).toBeFocused();
  });

  test("register, land on home, log out and log back in", async ({ page }) => {
    const username = unique("reg");
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("form", { name: "Register" });
    await expect(form.getByText("You will use this to log in.")).toBeVisible();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();

    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Full Name").fill("Robin Reviewer");
    await form.getByLabel("Email").fill(`${username}@example.com`);
    await form.getByLabel("Password").fill("robin-Secret-77");
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/");
    await expect(toast(page, "Registration successful")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome, Robin Reviewer!" })).toBeVisible();
    await waitForMail((m) => m.to.includes(`${username}@example.com`) && m.subject.startsWith("Welcome"));

    await page
      .getByRole("button", { name: /Account menu/ })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(toast(page, "You have been logged out successfully.")).toBeVisible();

    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Username").fill(username);
    await login.getByLabel("Password").fill("wrong-password");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Login failed")).toBeVisible();
    await expect(toast(page, "401: Invalid username or password")).toBeVisible();
    await login.getByLabel("Password").fill("robin-Secret-77");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Welcome back!")).toBeVisible();
  });

  test("a signed-out visitor is sent to /auth and brought back after signing in", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Username").fill(DEMO.critic.username);
    await login.getByLabel("Password").fill(DEMO.critic.password);
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/profile");
  });

  test("after signing in, a `next` that leaves the site goes home instead (issue 48 item 4)", async ({
    page,
  }) => {
    for (const next of [
      "/%09/evil.example/",
      "/%5Cevil.example",
      "%2F%2Fevil.example",
      "javascript:alert(1)",
    ]) {
      await page.goto(`/auth?next=${next}`);
      const login = page.getByRole("form", { name: "Login" });
      await login.getByLabel("Username").fill(DEMO.critic.username);
      await login.getByLabel("Password").fill(DEMO.critic.password);
      await login.getByRole("button", { name: "Login" }).click();
      await expect(page, next).toHaveURL("/");
      // Signed in, the sign-in page sends the visitor on by the same rule.
      await page.goto(`/auth?next=${next}`);
      await expect(page, next).toHaveURL("/");
      await page.request.post("/api/logout");
    }
  });

  test("forgot password: the e-mailed link resets the password", async ({ page }) => {
    const username = unique("forgot");
    const email = `${username}@example.com`;
    const res = await page.request.post("/api/register", {
      data: { username, password: "before-Secret-1", name: "Fay Forgetful", email },
    });
    expect(res.status()).toBe(201);
    await page.request.post("/api/logout");

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
    await page.getByLabel("Username").fill(username);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    await expect(page.getByText("If an account exists with this username")).toBeVisible();

    const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("Reset"));
    const link = /(http:\/\/localhost:\d+\/reset-password\/[\w-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Create New Password" })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("after-Secret-2");
    await page.getByLabel("Confirm Password", { exact: true }).fill("after-Secret-3");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm Password", { exact: true }).fill("after-Secret-2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password Reset Successful")).toBeVisible();
    await expect(page).toHaveURL("/auth");

    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Username").fill(username);
    await login.getByLabel("Password").fill("after-Secret-2");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown reset link shows the invalid state", async ({ page }) => {
    await page.goto("/reset-password/not-a-real-token");
    await expect(page.getByText("Invalid Reset Link")).toBeVisible();
    await expect(page.getByText("Please request a new password reset link.")).toBeVisible();
    await page.getByRole("link", { name: "Request New Link" }).click();
    await expect(page).toHaveURL("/forgot-password");
  });

  test("the account pages pass axe", async ({ page }) => {
    for (const path of ["/auth", "/forgot-password", "/reset-password/not-a-real-token"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
    }
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await expectNoAxeViolations(page);
  });
});
