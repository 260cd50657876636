import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, PHONE, signInViaApi, test } from "./support/fixtures";

// Issue 16: axe (WCAG 2.2 AA) on every page of the app, as each kind of visitor sees it, on a desktop
// and on a phone. The other specs run axe where they test a page; this one makes sure no page is missed.

const DESKTOP = { width: 1280, height: 800 };

type Visitor = "signed out" | "critic" | "admin";

const SIGNED_OUT_PAGES = ["/auth", "/forgot-password", "/reset-password/not-a-real-token", "/no-such-page"];
const SIGNED_IN_PAGES = ["/", "/profile", "/following", "/podcasts/1", "/podcasts/0", "/podcasts/99999999"];
const CRITIC_PAGES = ["/critic/dashboard", "/critic/my-reviews", "/critic/add-review"];
const ADMIN_PAGES = [
  "/admin",
  "/admin/users",
  "/admin/audit",
  "/admin/critics",
  "/admin/critic-reviews",
  "/admin/applications",
  "/admin/reports",
  "/admin/reports?status=closed",
];

/** A public critic page that exists (the all-time leaderboard's first critic). */
async function someCriticPage(page: Page): Promise<string> {
  const res = await page.request.get("/api/critics?period=all");
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { slug: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  return `/critics/${encodeURIComponent(body.items[0]!.slug)}`;
}

async function pagesFor(page: Page, visitor: Visitor): Promise<string[]> {
  const publicPages = [
    "/critics",
    "/critics?period=all",
    await someCriticPage(page),
    "/critics/no-such-critic",
  ];
  if (visitor === "signed out") return [...SIGNED_OUT_PAGES, ...publicPages];
  const common = [...SIGNED_IN_PAGES, ...publicPages, "/no-such-page"];
  return visitor === "critic" ? [...common, ...CRITIC_PAGES] : [...common, ...ADMIN_PAGES];
}

/** The page is rendered: a main heading is on screen and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

const WHO: Record<Visitor, string> = {
  "signed out": "a signed-out visitor",
  critic: "a critic",
  admin: "an administrator",
};

for (const visitor of ["signed out", "critic", "admin"] as const) {
  for (const [screen, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`axe finds nothing on any page ${WHO[visitor]} opens, on a ${screen}`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      if (visitor === "critic") await signInViaApi(page, DEMO.critic);
      if (visitor === "admin") await signInViaApi(page, DEMO.admin);
      for (const url of await pagesFor(page, visitor)) {
        await test.step(url, async () => {
          await page.goto(url);
          await settled(page);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}
