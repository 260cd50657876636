import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, PHONE, signInViaApi, test } from "./support/fixtures";

// Decision 0059: the server draws every page with its first data; the browser hydrates it. The fixtures
// fail any test on a hydration problem; these tests read the pages without JavaScript, check what the
// HTML holds, and visit every page of each role at desktop and phone width.

const LOADED = { timeout: 30_000 };

/** The server's HTML for this address, as the browser received it (before any script ran). */
async function drawnHtml(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return (await response?.text()) ?? "";
}

/** What #root holds in the server's HTML: the page itself, not an empty mount point. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="cc-answers"'));

async function withoutScripts(browser: Browser, who: { username: string; password: string } | null) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  if (who) await signInViaApi(page, who);
  return { context, page };
}

test.describe("pages without JavaScript", () => {
  test("the catalogue, a podcast page and home read and link with scripts off", async ({ browser }) => {
    const { context, page } = await withoutScripts(browser, DEMO.critic);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Jordan Vale");
    const podcast = page.locator('main a[href^="/podcasts/"]').first();
    await expect(podcast).toBeVisible();
    const href = (await podcast.getAttribute("href"))!;
    const { title } = (await (await page.request.get(`/api${href}`)).json()) as { title: string };
    await podcast.click(); // a plain link: the browser loads the next page, drawn by the server
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: "Back to Podcasts" })).toHaveAttribute("href", "/");
    await expect(page.getByText(/Critics' score|critics/i).first()).toBeVisible();
    await context.close();
  });

  test("the leaderboard and a critic's public page read and link with scripts off, signed out", async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser, null);
    await page.goto("/critics?period=all");
    await expect(page.getByRole("heading", { level: 1, name: "Critics" })).toBeVisible();
    await page.getByRole("link", { name: "Jordan Vale" }).first().click();
    await expect(page).toHaveURL("/critics/jordan-vale");
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Vale" })).toBeVisible();
    await expect(page.getByTestId("critic-page-review").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Read the full review/ }).first()).toHaveAttribute(
      "href",
      /^https?:/,
    );
    await context.close();
  });
});

test.describe("the server's HTML", () => {
  test("holds a public page and the answers it was drawn with, cacheable when signed out", async ({
    page,
  }) => {
    const response = await page.request.get("/critics/jordan-vale");
    const html = await response.text();
    expect(rootOf(html)).toContain("Jordan Vale</h1>");
    expect(html).toMatch(/<script type="application\/json" id="cc-answers">\{"\/api\/critics\/jordan-vale/);
    expect(response.headers()["cache-control"]).not.toContain("private");
  });

  test("holds a signed-in page for its visitor only", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    const response = await page.request.get("/admin");
    expect(rootOf(await response.text())).toContain("Admin Dashboard");
    expect(response.headers()["cache-control"]).toContain("private");
  });

  test("holds a critic's profile page with their public profile, so nothing moves when it loads", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.critic);
    const root = rootOf(await (await page.request.get("/profile")).text());
    // The public profile card as it is with its data: its Edit button and no skeleton in its place.
    expect(root).toContain("Edit Public Profile");
    expect(root).not.toContain("animate-pulse");
  });

  test("hydrates: the drawn page answers clicks in place, without loading the page again", async ({
    page,
  }) => {
    await page.goto("/critics");
    await expect(page.getByRole("heading", { level: 1, name: "Critics" })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole("link", { name: "All time" }).click();
    await expect(page).toHaveURL("/critics?period=all");
    await expect(page.getByRole("link", { name: "All time" })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("starts its scripts once the page is painted, not before", async ({ page }) => {
    // Decision 0062: the entry script and its preloads wait in a template for the first contentful paint.
    await signInViaApi(page, DEMO.admin);
    for (const url of ["/critics", "/admin"]) {
      await page.goto(url);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(paint, url).not.toBeNull();
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(Math.min(...scripts), url).toBeGreaterThanOrEqual(paint!);
    }
  });

  test("evaluates React DOM and the app's own modules in two tasks, not one", async ({ page }) => {
    // Decision 0064 (src/client/react-first.ts). React DOM calls the developer tools' hook as it is
    // evaluated; a timer set there fires before the app's modules run only if a task ends in between.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: true,
        checkDCE: () => setTimeout(() => performance.mark("cc:task-after-react-dom"), 0),
      };
    });
    await page.goto("/critics");
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName("cc:app-evaluated").length))
      .toBe(1);
    const order = await page.evaluate(() =>
      performance
        .getEntriesByType("mark")
        .filter((mark) => mark.name.startsWith("cc:"))
        .sort((a, b) => a.startTime - b.startTime)
        .map((mark) => mark.name),
    );
    // React DOM asks the hook twice (its client and its main module): every such timer fired first.
    expect(order).toContain("cc:task-after-react-dom");
    expect(order.at(-1)).toBe("cc:app-evaluated");
  });

  test("runs the data layer and the page's chunk in a task each before it hydrates", async ({ page }) => {
    // Decision 0064, since 2026-12-01 (src/client/main.tsx). The data layer's file sets a timer as it is
    // run; the page's file, run after it, notes whether that timer has fired: only if a task ended between.
    const append = (pattern: RegExp, code: string) =>
      page.route(pattern, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n${code}` });
      });
    await append(
      /\/assets\/data-layer-[\w-]+\.js$/,
      "setTimeout(() => { window.ccDataLayerTask = true; }, 0);",
    );
    await append(
      /\/assets\/critic-page-[\w-]+\.js$/,
      "window.ccPageAfterTask = window.ccDataLayerTask === true;",
    );
    await page.goto("/critics/jordan-vale");
    await expect(page.locator("[data-router-ready]")).toBeAttached();
    const seen = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { dataLayer: w.ccDataLayerTask, page: w.ccPageAfterTask };
    });
    expect(seen).toEqual({ dataLayer: true, page: true });
  });
});

const PAGES = {
  admin: [
    "/",
    "/profile",
    "/admin",
    "/admin/users",
    "/admin/audit",
    "/admin/critics",
    "/admin/critic-reviews",
    "/admin/applications",
    "/admin/reports",
    "/critics",
    "/critics/jordan-vale",
  ],
  critic: ["/", "/critic/dashboard", "/critic/my-reviews", "/critic/add-review", "/profile", "/critics"],
  pending: ["/", "/profile"],
} as const;

for (const role of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
  for (const [width, viewport] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", PHONE],
  ] as const) {
    test(`every page of the ${role} is drawn by the server and hydrates as drawn (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInViaApi(page, DEMO[role]);
      const podcast = (await (await page.request.get("/api/podcasts?pageSize=1")).json()) as {
        items: { id: number }[];
      };
      for (const url of [...PAGES[role], `/podcasts/${podcast.items[0]!.id}`]) {
        const html = await drawnHtml(page, url);
        expect(rootOf(html), url).toContain("<main");
        await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible(LOADED);
        // The page is hydrated once a link of the shell answers in place (the fixture fails on mismatches).
        await expect(page.locator("main")).not.toHaveAttribute("aria-busy", "true");
      }
    });
  }
}
