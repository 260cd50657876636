// What Lighthouse's single page loads do not show, measured in Chromium through Playwright:
// - navigation between signed-in pages: from a click on a link (hovered first, as a mouse does) to the new
//   page's content on screen, and which requests the hover and the click caused, when each started and
//   ended (a waterfall would show the data starting only after its chunk ended); a Chromium trace of the
//   navigations is written beside the report;
// - layout shift (CLS) of every page while it loads, on a desktop and a phone viewport, with classic
//   (space-taking) scrollbars as Windows and Linux desktops have them.
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./lighthouse.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// Runs in the page before its scripts: sums layout shifts not caused by input, and answers when an
// element first matches a selector (checked on every DOM change, so the time is when it appeared).
const PAGE_PROBES = () => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  window.__appeared = (selector) =>
    new Promise((resolve) => {
      const check = () => {
        if (document.querySelector(selector)) {
          observer.disconnect();
          resolve(performance.now());
          return true;
        }
        return false;
      };
      const observer = new MutationObserver(check);
      if (!check()) observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
  window.__clicks = [];
  document.addEventListener("click", (event) => window.__clicks.push(event.timeStamp), true);
};

async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    // Playwright hides scrollbars in headless mode; real desktops show them, and they shift layouts.
    ignoreDefaultArgs: ["--hide-scrollbars"],
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}

/** `a=1; b=2` (what the sign-in set) as Playwright cookies for the app's origin. */
function cookiesFor(baseUrl, cookie) {
  return cookie.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name, value: value.join("="), url: baseUrl };
  });
}

/** Waits until no request has been in flight for `quietMs`. */
async function networkQuiet(page, inflight, quietMs = 500) {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if (inflight.size > 0) quietSince = Date.now();
  }
}

function trackRequests(page) {
  const inflight = new Set();
  const log = [];
  page.on("request", (request) => {
    inflight.add(request);
    log.push({
      request,
      url: new URL(request.url()).pathname + new URL(request.url()).search,
      start: Date.now(),
    });
  });
  const done = (request) => {
    inflight.delete(request);
    const entry = log.find((e) => e.request === request);
    if (entry) entry.end = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return { inflight, log };
}

const kind = (url) => (url.startsWith("/api/") ? "data" : url.endsWith(".js") ? "chunk" : "other");

/** Hover, then click, each link from a signed-in page; times to content and the requests caused. */
async function measureNavigation(browser, baseUrl, cookie, links, tracePath) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies(cookiesFor(baseUrl, cookie));
  await context.addInitScript(PAGE_PROBES);
  const page = await context.newPage();
  const { inflight, log } = trackRequests(page);
  const results = [];
  await browser.startTracing(page, { path: tracePath, screenshots: false });
  try {
    for (const link of links) {
      await page.goto(`${baseUrl}${link.from}`);
      await page.locator(link.fromReady).first().waitFor();
      await networkQuiet(page, inflight);
      const target = page.locator(link.selector).first();

      const hoverAt = Date.now();
      await target.hover();
      await networkQuiet(page, inflight);
      const byHover = log.filter((e) => e.start >= hoverAt).map((e) => e.url);

      const clickAt = Date.now();
      const appeared = page.evaluate((selector) => window.__appeared(selector), link.ready);
      await target.click();
      const shownAt = await appeared;
      const clickedAt = await page.evaluate(() => window.__clicks.at(-1));
      await networkQuiet(page, inflight);
      const byClick = log
        .filter((e) => e.start >= clickAt)
        .map((e) => ({
          url: e.url,
          kind: kind(e.url),
          startMs: e.start - clickAt,
          endMs: (e.end ?? e.start) - clickAt,
        }));
      results.push({
        name: link.name,
        contentMs: Math.round(shownAt - clickedAt),
        prefetchedOnHover: byHover,
        requestsAfterClick: byClick,
      });
    }

    // The same navigations without a hover first (a tap on a phone, or a link reached with no pointer):
    // the chunk and the data must still start together.
    for (const link of links) {
      await context.clearCookies();
      await context.addCookies(cookiesFor(baseUrl, cookie));
      const cold = await context.newPage();
      const tracked = trackRequests(cold);
      await cold.goto(`${baseUrl}${link.from}`);
      await cold.locator(link.fromReady).first().waitFor();
      await networkQuiet(cold, tracked.inflight);
      const clickAt = Date.now();
      const appeared = cold.evaluate((selector) => window.__appeared(selector), link.ready);
      await cold.locator(link.selector).first().dispatchEvent("click");
      const shownAt = await appeared;
      const clickedAt = await cold.evaluate(() => window.__clicks.at(-1));
      await networkQuiet(cold, tracked.inflight);
      const requests = tracked.log
        .filter((e) => e.start >= clickAt)
        .map((e) => ({
          url: e.url,
          kind: kind(e.url),
          startMs: e.start - clickAt,
          endMs: (e.end ?? e.start) - clickAt,
        }));
      const contentMs = Math.round(shownAt - clickedAt);
      const routeChunk = requests.find((r) => r.kind === "chunk");
      const firstData = requests.filter((r) => r.kind === "data" && r.startMs <= contentMs);
      const entry = results.find((r) => r.name === link.name);
      entry.withoutHover = {
        contentMs,
        requests,
        // No waterfall: the data the page shows first is requested before its route chunk has arrived.
        dataInParallelWithChunk: !routeChunk || firstData.every((d) => d.startMs <= routeChunk.endMs),
      };
      await cold.close();
    }
  } finally {
    await browser.stopTracing();
    await context.close();
  }
  return results;
}

/** Layout shift while each page loads, on both viewports. */
async function measureLayoutShift(browser, baseUrl, sessions, pages) {
  const results = [];
  for (const [viewportName, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    for (const target of pages) {
      const context = await browser.newContext({ viewport });
      if (target.as) await context.addCookies(cookiesFor(baseUrl, sessions[target.as]));
      await context.addInitScript(PAGE_PROBES);
      const page = await context.newPage();
      const { inflight } = trackRequests(page);
      await page.goto(`${baseUrl}${target.path}`);
      await page.locator(target.ready).first().waitFor({ state: "attached" });
      await networkQuiet(page, inflight, 1000);
      const cls = await page.evaluate(() => window.__cls);
      results.push({ page: target.name, viewport: viewportName, cls: Number(cls.toFixed(3)) });
      await context.close();
    }
  }
  return results;
}

export async function runBrowserChecks({ baseUrl, sessions, podcastId, reportDir }) {
  const browser = await launch();
  try {
    const catalogueReady = 'main li a[href^="/podcasts/"]';
    const links = [
      {
        name: "home → podcast page",
        from: "/",
        fromReady: catalogueReady,
        selector: catalogueReady,
        ready: "[data-testid=review-count]",
      },
      {
        name: "home → my reviews",
        from: "/",
        fromReady: catalogueReady,
        selector: 'header a[href="/critic/my-reviews"]',
        ready: "[data-testid=critic-review-card]",
      },
      {
        name: "home → critic dashboard",
        from: "/",
        fromReady: catalogueReady,
        selector: 'header a[href="/critic/dashboard"]',
        ready: 'ul[aria-label="Recent reviews"] li',
      },
      {
        name: "home → add review",
        from: "/",
        fromReady: catalogueReady,
        selector: 'header a[href="/critic/add-review"]',
        ready: "form textarea",
      },
      {
        name: "my reviews → home",
        from: "/critic/my-reviews",
        fromReady: "[data-testid=critic-review-card]",
        selector: 'header a[href="/"]',
        ready: catalogueReady,
      },
    ];
    const navigation = await measureNavigation(
      browser,
      baseUrl,
      sessions.critic,
      links,
      path.join(reportDir, "navigation-trace.json"),
    );
    const pages = [
      { name: "/auth", path: "/auth", ready: "form" },
      { name: "share page", path: "/share/critics/jordan-vale", ready: "img" },
      { name: "/", path: "/", as: "critic", ready: catalogueReady },
      {
        name: "podcast page",
        path: `/podcasts/${podcastId}`,
        as: "critic",
        ready: "[data-testid=review-count]",
      },
      { name: "/profile", path: "/profile", as: "critic", ready: "main h1" },
      {
        name: "/critic/dashboard",
        path: "/critic/dashboard",
        as: "critic",
        ready: 'ul[aria-label="Recent reviews"] li',
      },
      {
        name: "/critic/my-reviews",
        path: "/critic/my-reviews",
        as: "critic",
        ready: "[data-testid=critic-review-card]",
      },
      { name: "/critic/add-review", path: "/critic/add-review", as: "critic", ready: "form textarea" },
      { name: "/admin", path: "/admin", as: "admin", ready: "main h1" },
      { name: "/admin/users", path: "/admin/users", as: "admin", ready: "main table tbody tr" },
    ];
    const layoutShift = await measureLayoutShift(browser, baseUrl, sessions, pages);
    return { navigation, layoutShift };
  } finally {
    await browser.close();
  }
}
