import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
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
import { screenshot } from "./support/screenshots";

// Issue 32: applying to the critic programme, deciding on applications, critic profiles and their feeds,
// at desktop and phone width, with axe. Screenshots of every state: support/screenshots.ts (docs/screenshots/issue-32/ with E2E_SCREENSHOTS=1).

const LOADED = { timeout: 60_000 };
const DESKTOP = { width: 1280, height: 800 };
const DAY = /[A-Z][a-z]{2}\. \d{1,2}, \d{4}/;
test.describe.configure({ timeout: 240_000 });

/** The page as it looks: the first screen, or (`whole`) the whole page from its top. */
async function shot(page: Page, name: string, whole = false) {
  if (whole) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "issue-32", name, { fullPage: whole });
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Desktop and phone, each checked with axe and photographed (Home: its first screen only). */
async function atBothWidths(page: Page, name: string, check: () => Promise<void>) {
  const whole = !name.startsWith("home-");
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await check();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await shot(page, name, whole);
  }
}

const critic = (prefix: string) => `${prefix} ${unique("").slice(1).toUpperCase()}`;

/** A request context of its own (its own cookies), e.g. an applicant beside the page's administrator. */
async function context(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

/** Registers an account with an e-mail address and leaves `api` signed in as it. */
async function register(api: APIRequestContext) {
  const username = unique("applicant");
  const account = {
    username,
    password: "applicant-Pass-7",
    name: "Alex Applicant",
    email: `${username}@example.com`,
  };
  const res = await api.post("/api/register", { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** A new account that has applied (through the API) for `criticName`. */
async function applicant(baseURL: string | undefined, criticName = critic("Applicant")) {
  const api = await context(baseURL);
  const account = await register(api);
  const res = await api.post("/api/critic-applications", {
    data: {
      criticName,
      publications: ["The Listening Post", "Audio Weekly"],
      links: ["https://listeningpost.example/reviews/the-daily", "https://audioweekly.example/alex"],
      statement:
        "I have reviewed history and news podcasts for The Listening Post since 2021.\nI would like to publish here.",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { api, account, criticName, id: (await res.json()).id as number };
}

test.describe("applying to the critic programme", () => {
  test("a pending account applies from Home, sees its application and withdraws it", async ({ page }) => {
    const api = page.request;
    const account = await register(api);
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const panel = page.getByTestId("application-panel");
    await expect(panel.getByRole("heading", { name: "Join the critic programme" })).toBeVisible(LOADED);
    await atBothWidths(page, "home-apply", async () => {
      await expect(panel.getByRole("button", { name: "Apply to the critic programme" })).toBeVisible();
    });

    await page.setViewportSize(DESKTOP);
    await panel.getByRole("button", { name: "Apply to the critic programme" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply to the critic programme" });
    await dialog.getByRole("button", { name: "Send Application" }).click();
    await expect(dialog.getByText("Critic name must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("Publication name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a link that starts with https://")).toBeVisible();
    await expect(dialog.getByText("Please write at least 50 characters")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "apply-form-errors");

    const name = critic("Alex Quill");
    await dialog.getByLabel("Critic name").fill(name);
    await dialog.getByRole("textbox", { name: "Publication 1" }).fill("The Listening Post");
    await dialog.getByRole("button", { name: "Add publication" }).click();
    await dialog.getByRole("textbox", { name: "Publication 2" }).fill("the listening post");
    await dialog.getByRole("textbox", { name: "Link 1" }).fill("http://listeningpost.example/review");
    await dialog
      .getByLabel("Statement")
      .fill("I review history podcasts for The Listening Post, every week since 2021, in depth.");
    await dialog.getByRole("button", { name: "Send Application" }).click();
    await expect(dialog.getByText("This publication is already listed")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Publication 2" }).fill("Audio Weekly");
    await dialog.getByRole("textbox", { name: "Link 1" }).fill("https://listeningpost.example/review");
    await shot(page, "apply-form-filled");
    // Closing keeps what was typed.
    await page.keyboard.press("Escape");
    await panel.getByRole("button", { name: "Apply to the critic programme" }).click();
    await expect(dialog.getByRole("textbox", { name: "Publication 2" })).toHaveValue("Audio Weekly");
    await dialog.getByRole("button", { name: "Send Application" }).click();
    await expect(toast(page, "Application sent")).toBeVisible();

    await expect(panel.getByRole("heading", { name: "Application received" })).toBeVisible();
    await expect(panel).toContainText(new RegExp(`We received your application on ${DAY.source}`));
    await expect(panel).toContainText(name);
    await atBothWidths(page, "home-application-received", async () => {
      await expect(panel.getByRole("button", { name: "Withdraw application" })).toBeVisible();
    });

    await panel.getByRole("button", { name: "Withdraw application" }).click();
    await page
      .getByRole("dialog", { name: "Withdraw your application?" })
      .getByRole("button", { name: "Withdraw" })
      .click();
    await expect(toast(page, "Application withdrawn")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Join the critic programme" })).toBeVisible();
    await expect(panel).toContainText("You withdrew your application on");
    expect(account.username).toBeTruthy();
  });

  test("on a phone the form fits and works with the keyboard", async ({ page }) => {
    await register(page.request);
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Apply to the critic programme" });
    await expect(button).toBeVisible(LOADED);
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Apply to the critic programme" });
    await expect(dialog.getByLabel("Critic name")).toBeFocused();
    await expectNoAxeViolations(page);
    await shot(page, "apply-form");
  });

  test("a declined account reads the reason on Home and when it may apply again", async ({
    page,
    baseURL,
  }) => {
    const { api, account, id } = await applicant(baseURL);
    await signInViaApi(page, DEMO.admin);
    const reason = "We could not open the links you gave.\nPlease send links to reviews you published.";
    const res = await page.request.post(`/api/admin/critic-applications/${id}/decline`, { data: { reason } });
    expect(res.status(), await res.text()).toBe(200);
    const mail = await waitForMail(
      (m) => m.to.includes(account.email) && m.subject.startsWith("Your application"),
    );
    expect(mail.text).toContain("We could not open the links you gave.");

    await signInViaApi(page, account);
    await page.goto("/");
    const panel = page.getByTestId("application-panel");
    await expect(panel.getByRole("heading", { name: "Application declined" })).toBeVisible(LOADED);
    await expect(panel.locator("blockquote")).toHaveText(reason);
    await expect(panel).toContainText(new RegExp(`You can apply again from ${DAY.source}\\.`));
    await expect(panel.getByRole("button", { name: "Apply to the critic programme" })).toHaveCount(0);
    await atBothWidths(page, "home-application-declined", async () => {
      await expect(panel.locator("blockquote")).toBeVisible();
    });
    await api.dispose();
  });
});

test.describe("deciding on applications", () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
  });

  test("the Applications page: counted in the navigation, links in a new tab, approve with a correction", async ({
    page,
    baseURL,
  }) => {
    const { api, account, criticName } = await applicant(baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto("/admin");
    const nav = page.locator("header nav");
    await expect(nav.getByTestId("open-applications")).toBeVisible(LOADED);
    const card = page.getByRole("region", { name: "Critic applications" });
    await expect(card.getByText("Open applications")).toBeVisible();
    await nav.getByRole("link", { name: /^Applications/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible(LOADED);

    const item = page.getByRole("article", { name: criticName });
    await expect(item).toBeVisible(LOADED);
    await expect(item).toContainText(`@${account.username}`);
    await expect(item).toContainText(account.email);
    const link = item.getByRole("link", { name: /listeningpost\.example/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await atBothWidths(page, "admin-applications-open", async () => {
      await expect(item.getByRole("button", { name: "Approve" })).toBeVisible();
    });

    await page.setViewportSize(DESKTOP);
    await item.scrollIntoViewIfNeeded();
    await item.getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: `Approve ${criticName}?` });
    await expect(dialog.getByLabel("Critic name")).toHaveValue(criticName);
    await expect(dialog.getByRole("textbox", { name: "Publication 2" })).toHaveValue("Audio Weekly");
    await dialog.getByRole("button", { name: "Remove publication 2" }).click();
    const corrected = critic("Corrected");
    await dialog.getByLabel("Critic name").fill(corrected);
    await expectNoAxeViolations(page);
    await shot(page, "admin-approve-dialog");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Application approved")).toBeVisible();
    await expect(page.getByRole("article", { name: criticName })).toHaveCount(0);

    await page
      .getByRole("navigation", { name: "Application status" })
      .getByRole("link", { name: "Approved" })
      .click();
    const approved = page.getByRole("article", { name: corrected });
    await expect(approved).toBeVisible(LOADED);
    await expect(approved).toContainText(`Approved by @${DEMO.admin.username}`);
    await shot(page, "admin-applications-approved");

    const mail = await waitForMail(
      (m) => m.to.includes(account.email) && m.subject.includes("critic programme"),
    );
    expect(mail.text).toContain(`You publish as ${corrected}.`);
    expect(mail.text).toMatch(/\/critic\/add-review/);
    const me = await (await api.get("/api/user")).json();
    expect(me.user).toMatchObject({ criticName: corrected, status: "active", role: "critic" });
    await api.dispose();
  });

  test("decline needs a reason; a name taken meanwhile is a clear error in the dialog", async ({
    page,
    baseURL,
  }) => {
    const taken = await applicant(baseURL);
    const declined = await applicant(baseURL);
    // Someone else gets the first applicant's name before the decision.
    await page.request.post("/api/admin/critic-names", {
      data: { name: taken.criticName, publication: "Elsewhere" },
    });
    const other = await context(baseURL);
    const holder = await register(other);
    const users = await (await page.request.get(`/api/users?q=${holder.username}`)).json();
    await page.request.put(`/api/users/${users[0].id}`, { data: { name: taken.criticName } });

    await page.setViewportSize(DESKTOP);
    await page.goto("/admin/applications");
    const item = page.getByRole("article", { name: taken.criticName });
    await expect(item).toBeVisible(LOADED);
    await item.getByRole("button", { name: "Approve" }).click();
    const approve = page.getByRole("dialog", { name: `Approve ${taken.criticName}?` });
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(
      approve.getByText(/was taken by another account after this application was made/),
    ).toBeVisible();
    await expect(approve.getByLabel("Critic name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await shot(page, "admin-approve-name-taken");
    await page.keyboard.press("Escape");

    const second = page.getByRole("article", { name: declined.criticName });
    await second.getByRole("button", { name: "Decline" }).click();
    const decline = page.getByRole("dialog", { name: `Decline ${declined.criticName}?` });
    await decline.getByLabel("Reason").fill("Too short");
    await decline.getByRole("button", { name: "Decline" }).click();
    await expect(decline.getByText("Please give a reason of at least 10 characters")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "admin-decline-dialog");
    await decline.getByLabel("Reason").fill("Your links lead to a shop, not to reviews you wrote.");
    await decline.getByRole("button", { name: "Decline" }).click();
    await expect(toast(page, "Application declined")).toBeVisible();
    await page.goto("/admin/applications?status=declined");
    await expect(page.getByRole("article", { name: declined.criticName })).toContainText(
      "Your links lead to a shop, not to reviews you wrote.",
    );
    await atBothWidths(page, "admin-applications-declined", async () => {
      await expect(page.getByRole("article").first()).toBeVisible();
    });
    for (const api of [taken.api, declined.api, other]) await api.dispose();
  });

  test("an empty state, and the dashboard's median time to a decision", async ({ page }) => {
    await page.route("**/api/admin/critic-applications?*", (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } }),
    );
    await openInApp(page, "/admin/applications?status=withdrawn");
    await atBothWidths(page, "admin-applications-empty", async () => {
      await expect(page.getByText("No withdrawn applications.")).toBeVisible(LOADED);
    });
    await page.route("**/api/admin/critic-applications/summary", (route) =>
      route.fulfill({ json: { open: 3, medianDaysToDecision: 1.5, decidedLast90Days: 12 } }),
    );
    await openInApp(page, "/admin");
    const card = page.getByRole("region", { name: "Critic applications" });
    await atBothWidths(page, "admin-dashboard-applications", async () => {
      await expect(card).toContainText("1.5 days");
      await expect(card).toContainText("over 12 decisions");
    });
  });

  test("a failed load offers a retry", async ({ page }) => {
    await page.route("**/api/admin/critic-applications?*", (route) =>
      route.fulfill({
        status: 500,
        json: { code: "internal_error", message: "Something went wrong on our side." },
      }),
    );
    await openInApp(page, "/admin/applications");
    await atBothWidths(page, "admin-applications-error", async () => {
      await expect(page.getByTestId("error-state")).toContainText("Could not load the applications", LOADED);
    });
  });

  test("the header keeps the administrators' links on one line from 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto("/admin/applications");
    const nav = page.locator("header nav");
    await expect(nav.getByRole("link", { name: /^Applications/ })).toBeVisible(LOADED);
    const middles = await nav
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((l) => Math.round(l.getBoundingClientRect().top + l.clientHeight / 2)),
      );
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
    await expect(nav.getByRole("link", { name: "Users", exact: true })).toBeVisible();
    // The brand's name still shows in full beside them.
    const label = page.getByRole("banner").getByText("Critics' Corner", { exact: true });
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "issue-32", "admin-header-768");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });
    test("administrators reach Applications from the tab bar, Critics from the account menu", async ({
      page,
    }) => {
      await page.goto("/");
      const tabs = page.getByTestId("mobile-tab-bar");
      await tabs.getByRole("link", { name: /^Applications/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible(LOADED);
      await expect(tabs.getByRole("link", { name: /^Applications/ })).toHaveAttribute("aria-current", "page");
    });
  });
});

test.describe("critic profiles and feeds", () => {
  /** A new critic (approved through an application) signed in on the page; answers its name and slug. */
  async function newCritic(page: Page, baseURL: string | undefined) {
    const { api, account, criticName, id } = await applicant(baseURL);
    await signInViaApi(page, DEMO.admin);
    const approved = await page.request.post(`/api/admin/critic-applications/${id}/approve`, {
      data: { publications: ["The Listening Post"] },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await api.dispose();
    await signInViaApi(page, account);
    const me = await (await page.request.get("/api/user")).json();
    return { criticName, slug: me.user.criticSlug as string };
  }

  test("a critic edits their public profile; the public page shows it as plain text with safe links", async ({
    page,
    baseURL,
  }) => {
    const { criticName, slug } = await newCritic(page, baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Public critic profile" });
    await expect(card).toContainText("You have not written a profile yet.", LOADED);
    await shot(page, "profile-public-empty");
    await card.getByRole("button", { name: "Edit Public Profile" }).click();
    const form = card.getByRole("form", { name: "Edit public profile" });
    await form
      .getByLabel("Bio")
      .fill("I review <b>history</b> podcasts. Mostly the long ones.\nBased in Lisbon.");
    await form.getByLabel("Website").fill("http://alex.example");
    await form.getByRole("button", { name: "Add link" }).click();
    await form.getByLabel("Label 1").fill("The Listening Post");
    await form.getByLabel("Address 1").fill("https://listeningpost.example/alex");
    await form.getByRole("button", { name: "Save Profile" }).click();
    await expect(form.getByText("Please enter a link that starts with https://")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "profile-public-form-error");
    await form.getByLabel("Website").fill("https://alex.example");
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await shot(page, "profile-public-form");
    await form.getByRole("button", { name: "Save Profile" }).click();
    await expect(toast(page, "Public profile saved")).toBeVisible();
    await atBothWidths(page, "profile-public-filled", async () => {
      await expect(card.getByTestId("critic-profile")).toContainText("Based in Lisbon.");
    });

    await page.goto(`/critics/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: criticName })).toBeVisible(LOADED);
    const profile = page.getByTestId("critic-profile");
    // Plain text: the markup is shown as typed, and the line break is kept.
    await expect(profile.locator("b")).toHaveCount(0);
    expect(
      await profile
        .locator("p")
        .first()
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, where the kept line break shows
        .evaluate((el) => (el as HTMLElement).innerText),
    ).toBe("I review <b>history</b> podcasts. Mostly the long ones.\nBased in Lisbon.");
    for (const name of [/alex\.example/, /The Listening Post/]) {
      const link = profile.getByRole("link", { name });
      await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByText(/^Reviewing since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    const feedLink = page.getByRole("link", { name: /Atom feed/ });
    await expect(feedLink).toHaveAttribute("href", `/critics/${slug}/feed.xml`);
    await atBothWidths(page, "critic-page-profile", async () => {
      await expect(profile).toBeVisible();
    });
    // The page's head: the bio's first sentence as its description, and the feed.
    const html = await (await page.request.get(`/critics/${slug}`)).text();
    expect(html).toContain(
      '<meta property="og:description" content="I review &lt;b&gt;history&lt;/b&gt; podcasts.">',
    );
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="[^"]+\/critics\/[^"]+\/feed\.xml" \/>/,
    );
  });

  test("feeds are XML a browser's strict parser reads, whatever a critic typed", async ({
    page,
    baseURL,
  }) => {
    const { slug } = await newCritic(page, baseURL);
    // Control characters are refused where a critic writes (issue 48 item 11); markup is kept, escaped.
    const hostile = `<script>alert("x")</script> & ]]> markup characters and 🎧 é ok.`;
    const review = (snippet: string) => ({
      data: {
        podcastName: `The Daily & <Friends> ${unique("")}`,
        url: "https://example.com/review",
        date: new Date().toISOString().slice(0, 10),
        rating: 4.5,
        snippet: `A hostile snippet for the feed test: ${snippet}`,
      },
    });
    const refused = await page.request.post("/api/airtable/reviews", review(`${hostile}\u0008\u001B\uFFFE`));
    expect(refused.status()).toBe(400);
    const res = await page.request.post("/api/airtable/reviews", review(hostile));
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/critics/${slug}`);
    // Published means delivered: wait for the background delivery.
    await expect
      .poll(
        async () => (await (await page.request.get(`/critics/${slug}/feed.xml`)).text()).includes("<entry>"),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    for (const path of [`/critics/${slug}/feed.xml`, "/feed.xml"]) {
      const result = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const text = await response.text();
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const error = doc.getElementsByTagName("parsererror")[0];
        return {
          type: response.headers.get("content-type"),
          error: error?.textContent ?? null,
          root: doc.documentElement.namespaceURI,
          summaries: [...doc.getElementsByTagName("summary")].map((s) => s.textContent ?? ""),
        };
      }, path);
      expect(result.type).toBe("application/atom+xml; charset=utf-8");
      expect(result.error, path).toBeNull();
      expect(result.root).toBe("http://www.w3.org/2005/Atom");
      expect(result.summaries).toContain(`A hostile snippet for the feed test: ${hostile}`);
    }
  });
});
