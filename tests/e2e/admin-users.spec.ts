import type { APIRequestContext, Page } from "@playwright/test";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  PHONE,
  signInViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

/** Registers a user through a separate API context (the page's admin session is left alone). */
async function newUser(request: APIRequestContext, options: { email?: boolean; prefix?: string } = {}) {
  const username = unique(options.prefix ?? "adm");
  const password = "admin-e2e-Pass-9";
  const res = await request.post("/api/register", {
    data: {
      username,
      password,
      name: "Quinn Target",
      email: options.email === false ? "" : `${username}@example.com`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await request.post("/api/logout");
  return { username, password };
}

async function openUsers(page: Page, query: string) {
  await page.goto(`/admin/users?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
}

const row = (page: Page, username: string) => page.getByRole("row").filter({ hasText: username });

async function action(page: Page, username: string, item: string) {
  await page.getByRole("button", { name: `Actions for ${username}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("admin user management", () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
  });

  test("lists users with badges and dates, searches, filters and shows an empty result", async ({
    page,
    request,
  }) => {
    const user = await newUser(request);
    await page.goto("/admin/users");
    await expect(page.getByRole("columnheader", { name: "Last login" })).toBeVisible();
    await page.getByLabel("Search").fill(user.username);
    await expect(page).toHaveURL(new RegExp(`q=${user.username}`));
    const line = row(page, user.username);
    await expect(line).toHaveCount(1);
    await expect(line.getByText("Pending", { exact: true })).toBeVisible();
    await expect(line.getByText("Critic", { exact: true })).toBeVisible();
    await expect(line.getByText(`${user.username}@example.com`)).toBeVisible();
    await expect(line.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
    await expect(line.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/)).toBeVisible();

    await page.getByLabel("Status").selectOption("suspended");
    await expect(page.getByText("No users found.")).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await expect(row(page, user.username)).toHaveCount(1);
    await page.getByLabel("Role").selectOption("admin");
    await expect(page.getByText("No users found.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows 'Never' for a user who never logged in, and the spec's date formats", async ({ page }) => {
    await page.route("**/api/users?*", (route) =>
      route.fulfill({
        json: [
          {
            id: 990001,
            username: "never_seen",
            name: "Nev Erseen",
            email: null,
            location: null,
            genres: null,
            role: "critic",
            status: "pending",
            criticName: null,
            createdAt: "2025-01-05T10:00:00",
            lastLogin: null,
          },
          {
            id: 990002,
            username: "seen_once",
            name: "Sean Once",
            email: "seen@example.com",
            location: null,
            genres: null,
            role: "admin",
            status: "active",
            criticName: null,
            createdAt: "2024-12-31T09:00:00",
            lastLogin: "2025-03-07T14:30:00",
          },
        ],
        headers: { "x-total-count": "2" },
      }),
    );
    await page.goto("/admin/users");
    await expect(row(page, "never_seen").getByText("Jan 05, 2025")).toBeVisible();
    await expect(row(page, "never_seen").getByText("Never", { exact: true })).toBeVisible();
    await expect(row(page, "seen_once").getByText("Mar 07, 2025 14:30")).toBeVisible();
    await expect(page.getByText("Showing 1–2 of 2 users")).toBeVisible();
  });

  test("shows the error text when the list cannot load", async ({ page }) => {
    await page.route("**/api/users?*", (route) =>
      route.fulfill({ status: 500, json: { code: "internal_error", message: "boom" } }),
    );
    await page.goto("/admin/users");
    await expect(page.getByText("Error loading users.")).toBeVisible();
    await expect(page.getByText("HTTP 500")).toBeVisible();
  });

  test("pages through many users", async ({ page, request }) => {
    const tag = unique("pg");
    for (let i = 0; i < 26; i++) {
      const res = await request.post("/api/register", {
        data: {
          username: `${tag}_${String(i).padStart(2, "0")}`,
          password: "paging-Pass-77",
          name: "Page Person",
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`/admin/users?q=${tag}&sort=username`);
    await expect(page.getByText("Showing 1–25 of 26 users")).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pagination" });
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(row(page, `${tag}_00`)).toHaveCount(1);
    await pages.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText("Showing 26–26 of 26 users")).toBeVisible();
    await expect(row(page, `${tag}_25`)).toHaveCount(1);
    await expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();
    await pages.getByRole("button", { name: "Previous page" }).click();
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  test("suspends a user (signing them out at once) and activates them again", async ({
    page,
    request,
    playwright,
  }) => {
    const user = await newUser(request);
    const theirs = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await theirs.post("/api/login", { data: user })).status()).toBe(200);

    await openUsers(page, user.username);
    // The toggle: any status other than active becomes active; active becomes suspended.
    await action(page, user.username, "Activate User");
    await expect(toast(page, `${user.username} is now active.`)).toBeVisible();
    await expect(row(page, user.username).getByText("Active", { exact: true })).toBeVisible();
    await action(page, user.username, "Suspend User");
    const dialog = page.getByRole("dialog", { name: "Suspend User" });
    await expect(dialog).toContainText(`Suspend Quinn Target (@${user.username})?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Suspend User" }).click();
    await expect(toast(page, "User updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, user.username).getByText("Suspended", { exact: true })).toBeVisible();
    expect((await theirs.get("/api/user")).status()).toBe(401);

    await action(page, user.username, "Activate User");
    await expect(toast(page, `${user.username} is now active.`)).toBeVisible();
    await expect(row(page, user.username).getByText("Active", { exact: true })).toBeVisible();
    expect((await theirs.post("/api/login", { data: user })).status()).toBe(200);
    await theirs.dispose();
  });

  test("adds an email to a user without one", async ({ page, request }) => {
    const user = await newUser(request, { email: false });
    await openUsers(page, user.username);
    await action(page, user.username, "Add Email");
    const dialog = page.getByRole("dialog", { name: "Add Email" });
    const button = dialog.getByRole("button", { name: "Add Email" });
    await expect(button).toBeDisabled();
    await dialog.getByLabel("Email").fill("   ");
    await expect(button).toBeDisabled();
    await dialog.getByLabel("Email").fill("not-an-email");
    await button.click();
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Email").fill(`${user.username}@Example.com`);
    await button.click();
    await expect(toast(page, "Email added")).toBeVisible();
    await expect(row(page, user.username).getByText(`${user.username}@example.com`)).toBeVisible();
    await page.getByRole("button", { name: `Actions for ${user.username}` }).click();
    await expect(page.getByRole("menuitem", { name: "Add Email" })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  test("deletes a user after a confirmation naming them", async ({ page, request }) => {
    const user = await newUser(request);
    await openUsers(page, user.username);
    await action(page, user.username, "Delete User");
    const dialog = page.getByRole("dialog", { name: "Delete User" });
    await expect(dialog).toContainText(`Delete Quinn Target (@${user.username}) permanently?`);
    await expect(dialog).toContainText("all of their podcast reviews");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, user.username)).toHaveCount(1);

    await action(page, user.username, "Delete User");
    await page
      .getByRole("dialog", { name: "Delete User" })
      .getByRole("button", { name: "Delete User" })
      .click();
    await expect(toast(page, "User deleted")).toBeVisible();
    await expect(page.getByText("No users found.")).toBeVisible();
    expect((await request.post("/api/login", { data: user })).status()).toBe(401);
  });

  test("shows the error toast when an action fails", async ({ page, request }) => {
    const user = await newUser(request);
    await openUsers(page, user.username);
    await page.route("**/api/users/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { code: "internal_error", message: "Database on fire" } })
        : route.continue(),
    );
    await action(page, user.username, "Delete User");
    await page
      .getByRole("dialog", { name: "Delete User" })
      .getByRole("button", { name: "Delete User" })
      .click();
    await expect(toast(page, "Error deleting user")).toBeVisible();
    await expect(toast(page, /There was an error deleting the user\. 500: Database on fire/)).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Delete User" })).toBeHidden();
    await expect(row(page, user.username)).toHaveCount(1);
  });

  test("makes a user an administrator and removes the role again", async ({ page, request }) => {
    const user = await newUser(request);
    await openUsers(page, user.username);
    await action(page, user.username, "Make Administrator");
    const promote = page.getByRole("dialog", { name: "Make Administrator" });
    await expect(promote).toContainText(`Make Quinn Target (@${user.username}) an administrator?`);
    await promote.getByRole("button", { name: "Make Administrator" }).click();
    await expect(toast(page, `${user.username} is now an administrator.`)).toBeVisible();
    await expect(row(page, user.username).getByText("Admin", { exact: true })).toBeVisible();

    await action(page, user.username, "Remove Admin Role");
    await page
      .getByRole("dialog", { name: "Remove Admin Role" })
      .getByRole("button", { name: "Remove Admin Role" })
      .click();
    await expect(toast(page, `${user.username} is no longer an administrator.`)).toBeVisible();
    await expect(row(page, user.username).getByText("Critic", { exact: true })).toBeVisible();
  });

  test("offers an administrator nothing that would lock them out of their own account", async ({ page }) => {
    await openUsers(page, DEMO.admin.username);
    await page.getByRole("button", { name: `Actions for ${DEMO.admin.username}`, exact: true }).click();
    await expect(
      page.getByText("This is your account: you cannot suspend, demote or delete it."),
    ).toBeVisible();
    for (const item of ["Suspend User", "Delete User", "Remove Admin Role"]) {
      await expect(page.getByRole("menuitem", { name: item })).toHaveCount(0);
    }
  });

  test("is readable on a phone without sideways scrolling", async ({ page, request }) => {
    const user = await newUser(request);
    await page.setViewportSize(PHONE);
    await openUsers(page, user.username);
    const card = page.getByRole("listitem").filter({ hasText: `@${user.username}` });
    await expect(card).toBeVisible();
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await action(page, user.username, "Activate User");
    await expect(toast(page, "User updated")).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
