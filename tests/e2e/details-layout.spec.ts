import { type Page, request as playwrightRequest } from "@playwright/test";
import {
  adminApi,
  DEMO,
  expect,
  expectNoAxeViolations,
  PHONE,
  registerViaApi,
  signInViaApi,
  test,
  unique,
} from "./support/fixtures";

/** How far the page scrolls sideways (0 when nothing sticks out). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The longest values the forms allow, none with a space to break at. */
const unbroken = (n: number, seed: string) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);

test.describe("long words (issue 16, item 1)", () => {
  test.use({ viewport: PHONE });

  test("the podcast page with the longest allowed values does not scroll sideways on a phone", async ({
    page,
    baseURL,
  }) => {
    const api = await adminApi(baseURL!);
    const stamp = Date.now().toString(36);
    const title = unbroken(200, `Longwordtitle${stamp}`);
    const res = await api.post("/api/podcasts", {
      data: {
        title,
        publisher: unbroken(200, "https://publisher.example/"),
        category: "Technology",
        description: unbroken(5000, "descriptionwithoutspaces"),
        tags: [unbroken(40, "tagwithoutspaces")],
        website: "https://e2e.example",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).id as number;
    await api.dispose();

    await registerViaApi(page, "longwords");
    const review = await page.request.post("/api/reviews", {
      data: {
        podcastId: id,
        title: unbroken(100, "https://review.example/"),
        content: unbroken(2000, "reviewtextwithoutanyspaces"),
        rating: 4,
      },
    });
    expect(review.status(), await review.text()).toBe(201);

    await page.goto(`/podcasts/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const h1 = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(h1!.x + h1!.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);

    // A dialog that shows the review's title stays on screen.
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press("Escape");

    // The catalogue card with the same title.
    await page.goto(`/?q=${encodeURIComponent(title.slice(0, 40))}`);
    await expect(page.getByRole("link", { name: new RegExp(title.slice(0, 40)) })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("header (issue 16, item 7)", () => {
  for (const width of [320, 768, 820, 900, 1000, 1024, 1280, 1920]) {
    test(`no header entry wraps at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const who of [DEMO.critic, DEMO.admin]) {
        await signInViaApi(page, who);
        await page.goto("/profile");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const header = page.locator("header").first();
        const heights = await header.evaluate((el) =>
          [...el.querySelectorAll("a, button")]
            .filter((a) => (a as HTMLElement).offsetParent !== null)
            .map((a) => ({ text: a.textContent, h: a.getBoundingClientRect().height })),
        );
        // One line of text in a 44 px target: a wrapped entry is at least 56 px tall.
        for (const h of heights) expect(h.h, `${h.text} at ${width}`).toBeLessThanOrEqual(48);
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe("ratings read as shown (issue 16, item 9)", () => {
  test("cards and the Ratings box say 3.2, and a card is named by its title", async ({ page, baseURL }) => {
    const api = await adminApi(baseURL!);
    const title = `Rounded ${Date.now().toString(36)}`;
    const res = await api.post("/api/podcasts", {
      data: { title, publisher: "Round Studios", category: "Technology" },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).id as number;
    await api.dispose();
    for (const rating of [3, 3, 3.5]) {
      const reviewer = await playwrightRequest.newContext({ baseURL });
      const account = { username: unique("round"), password: "e2e-Secret-pass", name: "Round Reviewer" };
      expect((await reviewer.post("/api/register", { data: account })).status()).toBe(201);
      const review = await reviewer.post("/api/reviews", {
        data: { podcastId: id, title: "Fine show", content: "A fine show overall.", rating },
      });
      expect(review.status(), await review.text()).toBe(201);
      await reviewer.dispose();
    }
    await signInViaApi(page, DEMO.critic);
    await page.goto(`/?q=${encodeURIComponent(title)}`);
    const card = page.getByRole("link", { name: title, exact: true });
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleDescription(
      "Round Studios. Critics: no critics' score yet. Audience: 3.2 out of 5 stars from 3 reviews",
    );
    await expect(card.getByTestId("card-figures")).toContainText("Audience3.2· 3");
    await card.click();
    const ratings = page.getByRole("complementary", { name: "Ratings" });
    await expect(ratings.getByRole("img", { name: "3.2 out of 5 stars" })).toBeVisible();
    await expect(ratings.getByText("Average rating 3.2")).toBeVisible();
  });

  test("with no reviews the Ratings box says so instead of a large dash", async ({ page, baseURL }) => {
    const api = await adminApi(baseURL!);
    const res = await api.post("/api/podcasts", {
      data: {
        title: `Unrated ${Date.now().toString(36)}`,
        publisher: "Quiet Studios",
        category: "Technology",
      },
    });
    const id = (await res.json()).id as number;
    await api.dispose();
    await signInViaApi(page, DEMO.critic);
    await page.goto(`/podcasts/${id}`);
    const ratings = page.getByRole("complementary", { name: "Ratings" });
    await expect(ratings.getByText("No ratings yet")).toBeVisible();
    await expect(ratings.getByText("–", { exact: true })).toHaveCount(0);
  });
});
