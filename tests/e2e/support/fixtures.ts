import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import { MAIL_DIR } from "./servers";

export const DEMO = {
  admin: { username: "admin", password: "corner-admin-demo", name: "Ada Admin" },
  critic: { username: "critic", password: "corner-critic-demo", name: "Jordan Vale" },
  pending: { username: "newcritic", password: "corner-pending-demo", name: "Riley Park" },
} as const;

export const PHONE = { width: 390, height: 844 };

let counter = 0;
export const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${process.pid}${counter++}`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for an e-mail received by the test SMTP server. */
export async function waitForMail(predicate: (m: Mail) => boolean, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(MAIL_DIR)) {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as Mail;
      if (predicate(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("No matching e-mail arrived");
}

/** Signs in through the API (fast); the page then has the session cookie. */
export async function signInViaApi(
  page: Page,
  credentials: { username: string; password: string },
): Promise<void> {
  const res = await page.request.post("/api/login", { data: credentials });
  expect(res.status(), await res.text()).toBe(200);
}

/** An administrator's API session of its own (dispose it), for setting up what only one test touches. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post("/api/login", { data: DEMO.admin })).status()).toBe(200);
  return api;
}

/** Adds a podcast through an administrator's API session: `fields` over a minimal valid one; its id. */
export async function addPodcastViaApi(
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const api = await adminApi(baseURL);
  const res = await api.post("/api/podcasts", {
    data: { title: `E2E Show ${unique("p")}`, publisher: "E2E Studios", category: "Technology", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as number;
  await api.dispose();
  return id;
}

/** Creates a new account through the API and leaves the page signed in as it. */
export async function registerViaApi(
  page: Page,
  prefix = "e2e",
): Promise<{ username: string; password: string; name: string }> {
  const account = { username: unique(prefix), password: "e2e-Secret-pass", name: "Eve Tester" };
  const res = await page.request.post("/api/register", { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/**
 * An address outside the page table: the app's "not found" page, which the server does not render, so that
 * even the navigation's counts (an administrator's) are asked for by the browser.
 */
const CLIENT_DRAWN = "/e2e-not-a-page";

/**
 * Opens a page as a click inside the app does: from a page the server rendered (`from`), once the app has
 * hydrated it, a move in the history. The page's data is then asked for by the browser, so a test's
 * `page.route` can hold or fail it (a page opened with `goto` arrives rendered with its data, decision 0059).
 */
export async function openInApp(page: Page, url: string, from = CLIENT_DRAWN): Promise<void> {
  await page.goto(from);
  await expect(page.locator("html[data-router-ready]")).toBeAttached();
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, url);
  await expect(page).toHaveURL(url);
}

/** Runs axe with the WCAG 2.2 AA rules and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Opens the profile the way a visitor does on a desktop: the account menu, then Profile. */
export async function openProfileFromMenu(page: Page, name: string): Promise<void> {
  await page
    .getByRole("button", { name: new RegExp(`Account menu for ${name}`) })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL("/profile");
}

/** What the app logs when a render in the browser did not match the server's HTML (main.tsx), or React's own. */
const HYDRATION_PROBLEM =
  /\[hydration\]|Minified React error #(418|419|421|422|423|425)\b|did not match|hydrat/i;

/**
 * Every test fails on a hydration problem in any page of its context (decision 0059): a page the server
 * rendered must hydrate as rendered, at every width and for every visitor the suite plays.
 */
/**
 * Until the app has hydrated a page the server rendered, its buttons are rendered but not yet listened to: a
 * click as soon as a button shows would be lost, which no person is quick enough to meet (the script is
 * preloaded with the HTML), but a test is. Pages of the app (those with #root) are waited for.
 */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.hasAttribute("data-router-ready"),
  );

export const test = base.extend<{ hydrationCheck: undefined }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
  hydrationCheck: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) =>
        page.on("console", (message) => {
          if (message.type() === "error" && HYDRATION_PROBLEM.test(message.text()))
            problems.push(`${page.url()}: ${message.text().slice(0, 600)}`);
        });
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      await use(undefined);
      expect(problems, "pages that did not hydrate as the server drew them").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The toast on screen (Radix also announces it in a hidden live region, which this skips). */
export function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByText(text, { exact: typeof text === "string" });
}

/** Holds back a built chunk (by its name, e.g. "podcast-combobox") until the returned function is called. */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
