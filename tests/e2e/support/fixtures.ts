import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
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

export const test = base;
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
