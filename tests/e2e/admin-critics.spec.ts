import type { APIRequestContext, Page } from "@playwright/test";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  openInApp,
  PHONE,
  signInViaApi,
  test,
  toast,
  unique,
  waitForMail,
} from "./support/fixtures";

const criticName = (prefix: string) => `${prefix} ${unique("").slice(1).toUpperCase()}`;

async function createCritic(page: Page, name: string, publication = `${name} Weekly`) {
  const res = await page.request.post("/api/admin/critic-names", { data: { name, publication } });
  expect(res.status(), await res.text()).toBe(201);
}

async function newPendingUser(request: APIRequestContext, email = true) {
  const username = unique("crit");
  const res = await request.post("/api/register", {
    data: {
      username,
      password: "critic-e2e-Pass-5",
      name: "Pat Pending",
      email: email ? `${username}@example.com` : "",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await request.post("/api/logout");
  return username;
}

const row = (page: Page, username: string) => page.getByRole("row").filter({ hasText: username });

async function action(page: Page, username: string, item: string) {
  await page.getByRole("button", { name: `Actions for ${username}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("critic administration", () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
  });

  test("assigns a critic name chosen from the critic database", async ({ page, request }) => {
    const name = criticName("Assigned");
    await createCritic(page, name, "The Assigned Review");
    const username = await newPendingUser(request);
    await page.goto(`/admin/users?q=${username}`);
    await action(page, username, "Assign Critic Name");
    const dialog = page.getByRole("dialog", { name: "Assign Critic Name" });
    const select = dialog.getByRole("combobox", { name: "Critic name" });
    await expect(select.locator("option", { hasText: "Jordan Vale" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Assign Critic" }).click();
    await expect(dialog.getByText("Please select a critic name")).toBeVisible();
    await expectNoAxeViolations(page);
    await select.selectOption(name);
    await dialog.getByRole("button", { name: "Assign Critic" }).click();
    await expect(toast(page, "Critic assigned")).toBeVisible();
    const line = row(page, username);
    await expect(line.getByRole("cell", { name, exact: true }).first()).toBeVisible();
    await expect(line.getByText("Active", { exact: true })).toBeVisible();
    await expect(line.getByText("Critic", { exact: true })).toBeVisible();
  });

  test("shows why an assignment failed", async ({ page, request }) => {
    const name = criticName("Raced");
    await createCritic(page, name);
    const username = await newPendingUser(request);
    await page.goto(`/admin/users?q=${username}`);
    await page.route("**/api/users/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 409,
            json: {
              code: "critic_name_taken",
              message: "This critic name is already assigned to another user.",
            },
          })
        : route.continue(),
    );
    await action(page, username, "Assign Critic Name");
    const dialog = page.getByRole("dialog", { name: "Assign Critic Name" });
    await dialog.getByRole("combobox", { name: "Critic name" }).selectOption(name);
    await dialog.getByRole("button", { name: "Assign Critic" }).click();
    await expect(dialog.getByText("This critic name is already assigned to another user.")).toBeVisible();
    await expect(page.getByText("Error assigning critic", { exact: true })).toBeAttached();
  });

  test("checks a milestone, which e-mails the critic their title", async ({ page, request }) => {
    const name = criticName("Milestone");
    await createCritic(page, name);
    const username = await newPendingUser(request);
    const [user] = await (await page.request.get(`/api/users?q=${username}`)).json();
    expect(
      (
        await page.request.put(`/api/users/${user.id}`, { data: { name, role: "critic", status: "active" } })
      ).status(),
    ).toBe(200);
    await page.goto(`/admin/users?q=${username}`);
    await action(page, username, "Check Milestone");
    await expect(toast(page, "Milestone Check Complete")).toBeVisible();
    await expect(toast(page, /title "Cadet Critic"\..*An achievement email was sent to/)).toBeVisible();
    const mail = await waitForMail(
      (m) => m.to.includes(`${username}@example.com`) && m.subject.startsWith("New critic title"),
    );
    expect(mail.subject).toBe("New critic title: Cadet Critic");
    expect(mail.text).toContain("Next title: Apprentice Listener");

    await action(page, username, "Check Milestone");
    await expect(toast(page, /already congratulated/)).toBeVisible();
  });

  test("adds a new critic with an invited account that sets its password from the e-mail", async ({
    page,
    browser,
  }) => {
    const name = criticName("Invited");
    const username = unique("inv");
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add New Critic" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Critic" });
    await dialog.getByRole("button", { name: "Add Critic" }).click();
    await expect(dialog.getByText("Publication name is required")).toBeVisible();
    await dialog.getByLabel("Critic name").fill(name);
    await dialog.getByLabel("Publication").fill("Invitation Quarterly");
    await dialog.getByRole("checkbox", { name: /Create a user account/ }).check();
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByRole("textbox", { name: "Email" }).fill(`${username}@example.com`);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add Critic" }).click();
    await expect(toast(page, "Critic added")).toBeVisible();
    await expect(toast(page, new RegExp(`An invitation was sent to ${username}@example.com`))).toBeVisible();

    await page.getByLabel("Search").fill(username);
    const line = row(page, username);
    await expect(line.getByText("Never", { exact: true })).toBeVisible();
    await expect(line.getByText("Active", { exact: true })).toBeVisible();

    const mail = await waitForMail((m) => m.to.includes(`${username}@example.com`));
    expect(mail.subject).toBe("You're invited to Critics' Corner");
    const link = /(http:\/\/\S+\/reset-password\/\S+)/.exec(mail.text)![1]!;
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(link);
    await invitee.getByLabel("New Password", { exact: true }).fill("invited-Secret-88");
    await invitee.getByLabel("Confirm Password", { exact: true }).fill("invited-Secret-88");
    await invitee.getByRole("button", { name: "Reset Password" }).click();
    await expect(invitee.getByText("Password Reset Successful")).toBeVisible();
    const login = await invitee.request.post("/api/login", {
      data: { username, password: "invited-Secret-88" },
    });
    expect((await login.json()).user).toMatchObject({ criticName: name, role: "critic", status: "active" });
  });

  test("lists critics with their publications and adds one", async ({ page }) => {
    const name = criticName("Publishing");
    await createCritic(page, name, "First Edition");
    await page.goto("/admin/critics");
    await page.getByLabel("Search").fill(name);
    const line = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });
    await expect(line.getByText("First Edition")).toBeVisible();
    await expect(line.getByText("Not assigned")).toBeVisible();
    await expect(line.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(line.getByRole("button", { name: `Nudge ${name}` })).toBeDisabled();
    await expectNoAxeViolations(page);
    await line.getByRole("button", { name: `Add publication for ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add Publication" });
    await dialog.getByRole("button", { name: "Add Publication" }).click();
    await expect(dialog.getByText("Publication name is required")).toBeVisible();
    await dialog.getByLabel("Publication").fill("Second Edition");
    await dialog.getByRole("button", { name: "Add Publication" }).click();
    await expect(toast(page, "Publication added")).toBeVisible();
    await expect(line.getByText("Second Edition")).toBeVisible();
    await dialog.getByLabel("Publication").isHidden();

    await page.setViewportSize(PHONE);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByText("Second Edition")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("the dashboard offers to retry failed deliveries", async ({ page }) => {
    const stats = await (await page.request.get("/api/admin/stats")).json();
    await page.route("**/api/admin/stats", (route) =>
      route.fulfill({ json: { ...stats, pendingDeliveries: 3, failedDeliveries: 2 } }),
    );
    await page.route("**/api/admin/critic-reviews/retry-failed", (route) =>
      route.fulfill({ json: { retried: 2 } }),
    );
    await openInApp(page, "/admin");
    const delivery = page.getByRole("region", { name: "Delivery health" });
    await expect(delivery.locator('dt:text-is("Waiting") + dd')).toHaveText("3");
    await expect(delivery.locator('dt:text-is("Failed") + dd')).toHaveText("2");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Retry Failed Deliveries" }).click();
    await expect(toast(page, "Deliveries queued")).toBeVisible();
    await expect(toast(page, "2 critic reviews will be delivered again.")).toBeVisible();
  });
});
