import type { APIRequestContext, Page } from "@playwright/test";
import type { Trends } from "../../src/shared/schemas/admin";
import { expectNoHorizontalScroll } from "./support/critic";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  openInApp,
  PHONE,
  registerViaApi,
  signInViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

const SHOTS = "/work/lead/shots/w51";
const isTrends = (url: URL) => url.pathname === "/api/admin/stats/trends";
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The demo critic submits (now) one review dated on each day. */
async function criticReviewsOn(request: APIRequestContext, days: string[]) {
  expect((await request.post("/api/login", { data: DEMO.critic })).status()).toBe(200);
  const info = await request.get(`/api/critic/${encodeURIComponent(DEMO.critic.name)}/info`);
  const publication = ((await info.json()).publications as { id: string }[])[0]!.id;
  for (const [i, date] of days.entries()) {
    const res = await request.post("/api/airtable/reviews", {
      data: {
        podcastName: `Trend Show ${unique("t")}`,
        url: `https://example.com/reviews/trend-${i}`,
        date,
        rating: 4,
        publication_id: publication,
        snippet: "A review written for the dashboard's trend charts in the browser tests.",
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
}

/** A new account writes a review of a new podcast (the podcast made by the signed-in admin page). */
async function userReview(page: Page, browserPage: Page) {
  const podcast = await page.request.post("/api/podcasts", {
    data: { title: `Trend Podcast ${unique("p")}`, publisher: "Trends", category: "News" },
  });
  expect(podcast.status(), await podcast.text()).toBe(201);
  await registerViaApi(browserPage, "trend");
  const review = await browserPage.request.post("/api/reviews", {
    data: {
      podcastId: (await podcast.json()).id,
      title: "Trend",
      content: "A review for the charts.",
      rating: 4,
    },
  });
  expect(review.status(), await review.text()).toBe(201);
}

const figure = (page: Page, title: string) => page.getByRole("figure", { name: title });

/** The chart's table, opened, matches the weeks of the answer the page received. */
async function expectTable(page: Page, title: string, trends: Trends, keys: (keyof Trends["weeks"][0])[]) {
  const chart = figure(page, title);
  await chart.getByRole("button", { name: "Show table" }).click();
  const rows = chart.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(trends.weeks.length);
  const texts = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)),
  );
  expect(texts).toEqual(
    trends.weeks.map((week) => keys.map((key) => Number(week[key]).toLocaleString("en-US"))),
  );
  await chart.getByRole("button", { name: "Hide table" }).click();
}

/** Every chart has a rendering of a real size within the screen. */
async function expectCharts(page: Page, maxWidth: number) {
  for (const title of ["Reviews per week", "New users per week", "Active critics per week"]) {
    const drawing = figure(page, title).locator("[data-chart] svg");
    await expect(drawing).toBeVisible();
    await expect(drawing.locator("path").first()).toBeAttached();
    const box = (await figure(page, title).locator("[data-chart]").boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(box.height).toBeGreaterThan(100);
    expect(box.x + box.width).toBeLessThanOrEqual(maxWidth);
  }
}

test.describe("admin dashboard trends", () => {
  test("charts, figures and tables follow the data, and the period lives in the URL", async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await signInViaApi(page, DEMO.admin);
    const now = new Date();
    await criticReviewsOn(request, [isoDay(now), isoDay(new Date(now.getTime() - 7 * 86_400_000))]);
    const reviewer = await browser.newPage();
    await userReview(page, reviewer);
    await reviewer.close();

    const answer = page.waitForResponse((r) => isTrends(new URL(r.url())));
    await openInApp(page, "/admin?weeks=12"); // opened with goto, the page arrives drawn with the trends
    const trends = (await (await answer).json()) as Trends;
    expect(trends.weeks).toHaveLength(12);
    const thisWeek = trends.weeks.at(-1)!;
    // Both count this week: a critic review counts when it was submitted, whatever its date (issue 29).
    expect(thisWeek.criticReviews).toBeGreaterThanOrEqual(2);
    expect(thisWeek.userReviews).toBeGreaterThanOrEqual(1);
    expect(thisWeek.registrations).toBeGreaterThanOrEqual(1);

    await expectCharts(page, 1280);
    const reviews = figure(page, "Reviews per week");
    await expect(reviews.locator("figcaption")).toContainText("Critic reviews");
    await expect(reviews.locator("figcaption")).toContainText("User reviews");
    await expect(reviews.getByText(/^Critic reviews: .* in the last 12 weeks/)).toBeVisible();
    await expectTable(page, "Reviews per week", trends, ["criticReviews", "userReviews"]);
    await expectTable(page, "New users per week", trends, ["registrations"]);
    await expectTable(page, "Active critics per week", trends, ["activeCritics"]);

    // This period's figures beside the previous period's.
    const { current, previous } = trends.periods;
    const card = page.getByRole("heading", { name: "Critic reviews", level: 3 }).locator("..");
    await expect(card).toContainText(current.criticReviews.toLocaleString("en-US"));
    await expect(card).toContainText(`Previous 12 weeks: ${previous.criticReviews.toLocaleString("en-US")}`);
    await expect(card).toContainText(/(on the previous 12 weeks|New this period)/);
    await shot(page, "desktop-12-weeks");
    await figure(page, "Reviews per week").getByRole("button", { name: "Show table" }).click();
    await expectNoAxeViolations(page);
    await shot(page, "desktop-table-open");

    // The period switch: the URL keeps it, a reload too.
    const four = page.waitForResponse((r) => isTrends(new URL(r.url())) && r.url().includes("weeks=4"));
    await page.getByRole("link", { name: "4 weeks" }).click();
    await expect(page).toHaveURL(/\/admin\?weeks=4$/);
    const fourWeeks = (await (await four).json()) as Trends;
    expect(fourWeeks.weeks).toHaveLength(4);
    await expect(page.getByRole("link", { name: "4 weeks" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Previous 4 weeks:").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: "4 weeks" })).toHaveAttribute("aria-current", "page");
    await expectTable(page, "New users per week", fourWeeks, ["registrations"]);
    await page.getByRole("link", { name: "52 weeks" }).click();
    await expect(page).toHaveURL(/\/admin\?weeks=52$/);
    await expect(
      figure(page, "Reviews per week")
        .getByText(/in the last 52 weeks/)
        .first(),
    ).toBeVisible();
    await expectCharts(page, 1280);
    await shot(page, "desktop-52-weeks");

    // Anything else in ?weeks= reads as 12.
    await page.goto("/admin?weeks=7");
    await expect(page.getByRole("link", { name: "12 weeks" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Previous 12 weeks:").first()).toBeVisible();
  });

  test("fits a phone: charts in the width, tables behind a toggle, no sideways scroll", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.setViewportSize(PHONE);
    await page.goto("/admin?weeks=52");
    await expectCharts(page, PHONE.width);
    await expectNoHorizontalScroll(page);
    await shot(page, "phone-52-weeks");
    if (process.env.SCREENSHOTS) {
      await page
        .getByRole("region", { name: "Trends" })
        .screenshot({ path: `${SHOTS}/phone-trends-section.png` });
    }
    await figure(page, "Reviews per week").getByRole("button", { name: "Show table" }).click();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, "phone-table-open");
    // The charts follow their container when the screen turns.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(
        async () => (await figure(page, "Reviews per week").locator("[data-chart] svg").boundingBox())!.width,
      )
      .toBeGreaterThan(600);
  });

  test("an error shows no figures and Try again loads them", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    let failing = true;
    await page.route(
      (url) => isTrends(url),
      (route) =>
        failing
          ? route.fulfill({ status: 500, json: { code: "internal_error", message: "trends broke" } })
          : route.fallback(),
    );
    await openInApp(page, "/admin");
    await expect(page.getByText("Could not load the trends")).toBeVisible();
    failing = false;
    await expect(page.getByText(/Previous 12 weeks/)).toHaveCount(0);
    await expect(page.getByRole("figure")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, "desktop-error");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(figure(page, "Reviews per week").locator("[data-chart] svg")).toBeVisible();
    await expect(page.getByText("Could not load the trends")).toHaveCount(0);
  });

  test("the charts arrive drawn with the page, lines and labels, without the script", async ({ browser }) => {
    // Decision 0063: SVG rendered on the server as in the browser; no rendering code to fetch or fail.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInViaApi(page, DEMO.admin);
    await page.goto("/admin?weeks=4");
    const reviews = figure(page, "Reviews per week");
    await expect(reviews.locator("[data-chart] svg path")).not.toHaveCount(0);
    await expect(reviews.locator("[data-chart] span").last()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
    await expect(reviews.locator("[data-summary]")).toContainText("Critic reviews:");
    const box = (await reviews.locator("[data-chart] svg").boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    await context.close();
  });

  test("shows a skeleton of the final size while loading", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isTrends(url),
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    await openInApp(page, "/admin");
    await expect(page.getByRole("region", { name: "Trends" })).toHaveAttribute("aria-busy", "true");
    await shot(page, "desktop-loading");
    release();
    await expect(page.getByRole("region", { name: "Trends" })).toHaveAttribute("aria-busy", "false");
    await expect(figure(page, "Reviews per week").locator("[data-chart] svg")).toBeVisible();
  });
});

test.describe("delivery health", () => {
  test("shows waiting, failed, delivered, the oldest's age and the last error, with the retries", async ({
    page,
  }) => {
    test.slow(); // axe and two widths on a busy machine
    await signInViaApi(page, DEMO.admin);
    const real = await (await page.request.get("/api/admin/stats")).json();
    for (const key of ["pendingDeliveries", "failedDeliveries", "deliveredLast24Hours"]) {
      expect(typeof real[key]).toBe("number");
    }
    const waitingSince = new Date(Date.now() - ((3 * 60 + 12) * 60 + 20) * 1000).toISOString();
    await page.route("**/api/admin/stats", (route) =>
      route.fulfill({
        json: {
          ...real,
          pendingDeliveries: 3,
          failedDeliveries: 2,
          deliveredLast24Hours: 41,
          oldestWaitingSince: waitingSince,
          lastDeliveryError: {
            reviewId: "pending-42",
            reviewer: "Jordan Vale",
            podcast: "The Daily",
            status: "failed",
            message: "The critic database answered 503 Service Unavailable",
            at: new Date().toISOString(),
          },
        },
      }),
    );
    const retried: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith("/api/admin/critic-reviews/") && url.pathname.endsWith("/retry"),
      (route) => {
        retried.push(new URL(route.request().url()).pathname);
        return route.fulfill({ json: {} });
      },
    );
    await openInApp(page, "/admin");
    const card = page.getByRole("region", { name: "Delivery health" });
    const value = (label: string) => card.locator(`dt:text-is("${label}") + dd`);
    await expect(value("Waiting")).toHaveText("3");
    await expect(value("Failed")).toHaveText("2");
    await expect(value("Delivered, last 24 h")).toHaveText("41");
    await expect(value("Oldest waiting")).toHaveText("3 h 12 min");
    await expect(card).toContainText("The critic database answered 503 Service Unavailable");
    await expect(card).toContainText("Jordan Vale on “The Daily”");
    await expectNoAxeViolations(page);
    await shot(page, "desktop-delivery");
    await card.getByRole("button", { name: "Retry This Review" }).click();
    await expect(toast(page, "1 critic review will be delivered again.")).toBeVisible();
    expect(retried).toEqual(["/api/admin/critic-reviews/pending-42/retry"]);
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await expect(card.getByRole("button", { name: "Retry Failed Deliveries" })).toBeVisible();
    await shot(page, "phone-delivery");
  });
});
