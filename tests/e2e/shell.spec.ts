import {
  DEMO,
  expect,
  expectNoAxeViolations,
  openProfileFromMenu,
  PHONE,
  signInViaApi,
  test,
} from "./support/fixtures";

test.describe("app shell", () => {
  test("critic header links, external link, user menu and footer", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Dashboard", "My Reviews", "Add Review", "Podcasts"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /Add Podcast To GP/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByText(`© ${new Date().getFullYear()} Critics' Corner`)).toBeVisible();
    await expect(
      page.getByText("The premier destination for podcast critics to share their reviews and ratings."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "My Reviews" }).last()).toHaveAttribute(
      "href",
      "/critic/my-reviews",
    );
    await expect(page.getByRole("link", { name: "support@criticscorner.example" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Team chat/ })).toHaveAttribute(
      "href",
      "https://chat.example/critics",
    );
    await expect(page.getByText("Podcast search fixed in Add Review")).toBeVisible();

    await openProfileFromMenu(page, "Jordan Vale");
    await expectNoAxeViolations(page);
  });

  test("admin header links and the Manage Users panel", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Podcasts", "Dashboard", "User Management"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Manage Users/ })).toHaveAttribute("href", "/admin/users");
    await expectNoAxeViolations(page);
  });

  test("access denied pages for the wrong role", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    for (const path of ["/admin", "/admin/users"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await signInViaApi(page, DEMO.admin);
    await page.goto("/critic/dashboard");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("This page is only available to critics.")).toBeVisible();
    await page.getByRole("link", { name: "Go to home page" }).click();
    await expect(page).toHaveURL("/");
  });

  test("unknown paths show the 404 page", async ({ page }) => {
    await page.goto("/this/page/does-not-exist");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the account menu opens from the keyboard and gives focus back when closed", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const account = page.getByRole("button", { name: /Account menu for Jordan Vale/ });
    // The menu's code arrives when the button is first reached; a press that lands first still opens it.
    await account.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(account).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  });

  test("signed out, the header shows only a Login button", async ({ page }) => {
    await page.goto("/this-does-not-exist");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("the sign-in page's own header shows the Login button too", async ({ page }) => {
    await page.goto("/auth");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: PHONE });

  test("critics get five tabs, the active one follows the route, and nothing overflows", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/my-reviews");
    const tabs = page.getByTestId("mobile-tab-bar");
    await expect(tabs.getByRole("link")).toHaveText([
      "Home",
      "Dashboard",
      "Reviews",
      "Add Review",
      "Profile",
    ]);
    await expect(tabs.getByRole("link", { name: "Reviews" })).toHaveAttribute("aria-current", "page");
    // On a phone the tab bar is the main navigation; the header's links are hidden.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveAttribute(
      "data-testid",
      "mobile-tab-bar",
    );
    await expect(page.locator("header nav")).toBeHidden();
    await expect(page.getByText("The premier destination for podcast critics")).toBeHidden();
    await tabs.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("administrators get Home, Dashboard, Users, Applications and Profile", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto("/admin/users");
    const tabs = page.getByTestId("mobile-tab-bar");
    // Applications carries the open applications' count when there are any.
    await expect(tabs.getByRole("link")).toHaveText([
      "Home",
      "Dashboard",
      "Users",
      /^Applications/,
      "Profile",
    ]);
    await expect(tabs.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  });
});
