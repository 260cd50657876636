import type { Page } from "@playwright/test";
import {
  addPodcastViaApi,
  expect,
  expectNoAxeViolations,
  PHONE,
  registerViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

/** A podcast only this test reviews. */
const addPodcast = (baseURL: string) =>
  addPodcastViaApi(baseURL, { title: `Spoiler Show ${unique("s")}`, category: "Fiction" });

/** What a reader sees of the page (the DOM's rendered text: a closed <details>' content is not in it). */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the reader sees
const visibleText = (page: Page) => page.locator("body").innerText();

const TITLE = "The last episode changes everything";
const TEXT = "The narrator was the detective all along, and the final tape proves it beyond doubt.";

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`spoilers on the podcast page (${width})`, () => {
    test.use({ viewport });

    test("a review marked as containing spoilers shows its title and a notice; Show reveals the text", async ({
      page,
      baseURL,
    }) => {
      const podcastId = await addPodcast(baseURL!);

      // The author writes it with the keyboard, ticking "Contains spoilers".
      const author = await registerViaApi(page, "spoiler_author");
      await page.goto(`/podcasts/${podcastId}`);
      await page.getByRole("button", { name: "Write a Review" }).click();
      const form = page.getByRole("form", { name: "Write a review" });
      await form.getByLabel("Title").fill(TITLE);
      await form.getByRole("slider", { name: "Rating" }).focus();
      await page.keyboard.press("End");
      await form.getByLabel("Review").fill(TEXT);
      const box = form.getByRole("checkbox", { name: "Contains spoilers" });
      await expect(box).not.toBeChecked();
      await box.focus();
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Submit Review" }).click();
      await expect(toast(page, "Review submitted")).toBeVisible();

      // Their own review: the text at once, with the notice as a badge.
      const own = page.getByRole("article", { name: `Review by ${author.name}` });
      await expect(own.getByText(TEXT)).toBeVisible();
      await expect(own.getByText("Contains spoilers")).toBeVisible();
      await expect(own.getByRole("button", { name: /Show/ })).toHaveCount(0);

      // Another reader: the title and the notice, the text behind the page's own disclosure (a closed
      // <details>, issue 49 item 4): not rendered, not read out, until they open it.
      await page.context().clearCookies();
      await registerViaApi(page, "spoiler_reader");
      await page.goto(`/podcasts/${podcastId}`);
      const review = page.getByRole("article", { name: `Review by ${author.name}` });
      await expect(review.getByRole("heading", { name: TITLE })).toBeVisible();
      const disclosure = review.locator("details");
      const summary = disclosure.locator("summary");
      await expect(summary).toHaveText(/Contains spoilers\s*Show\s*review text/, { useInnerText: true });
      await expect(disclosure).not.toHaveAttribute("open");
      await expect(review.getByText(TEXT)).toBeHidden();
      expect(await visibleText(page)).not.toContain(TEXT);
      await expectNoAxeViolations(page);

      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(disclosure).toHaveAttribute("open");
      await expect(summary).toHaveText(/Contains spoilers\s*Hide\s*review text/, { useInnerText: true });
      await expect(summary).toBeFocused();
      await expect(review.getByText(TEXT)).toBeVisible();
      expect(await visibleText(page)).toContain(TEXT);
      await expectNoAxeViolations(page);

      await page.keyboard.press("Space");
      await expect(disclosure).not.toHaveAttribute("open");
      await expect(review.getByText(TEXT)).toBeHidden();
      expect(await visibleText(page)).not.toContain(TEXT);
      // A click opens it too.
      await summary.click();
      await expect(review.getByText(TEXT)).toBeVisible();

      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test("a spoiler opens without scripts, on the page the server drew (issue 49 item 4)", async ({
  browser,
  page,
  baseURL,
}) => {
  const podcastId = await addPodcast(baseURL!);
  const author = await registerViaApi(page, "spoiler_author");
  const written = await page.request.post("/api/reviews", {
    data: { podcastId, title: TITLE, content: TEXT, rating: 2, containsSpoilers: true },
  });
  expect(written.status(), await written.text()).toBe(201);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const reader = await context.newPage();
  await registerViaApi(reader, "spoiler_reader");
  await reader.goto(`/podcasts/${podcastId}`);
  const review = reader.getByRole("article", { name: `Review by ${author.name}` });
  await expect(review.getByRole("heading", { name: TITLE })).toBeVisible();
  const summary = review.locator("details > summary");
  await expect(summary).toHaveText(/Contains spoilers\s*Show\s*review text/, { useInnerText: true });
  await expect(review.getByText(TEXT)).toBeHidden();
  await summary.click();
  await expect(review.locator("details")).toHaveAttribute("open");
  await expect(review.getByText(TEXT)).toBeVisible();
  await expect(summary).toHaveText(/Contains spoilers\s*Hide\s*review text/, { useInnerText: true });
  await summary.click();
  await expect(review.getByText(TEXT)).toBeHidden();
  await context.close();
});

test("the review form shows the brake's message when the server refuses a new review", async ({
  page,
  baseURL,
}) => {
  const podcastId = await addPodcast(baseURL!);
  await registerViaApi(page, "braked");
  const message = "You have written 30 reviews in the last hour. You can write another in 12 minutes.";
  // The browser suite's servers brake at a high number; the refusal is the server's envelope as it sends it.
  await page.route("**/api/reviews", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 429,
          headers: { "retry-after": "720" },
          contentType: "application/json",
          body: JSON.stringify({ code: "rate_limited", message }),
        })
      : route.continue(),
  );
  await page.goto(`/podcasts/${podcastId}`);
  await page.getByRole("button", { name: "Write a Review" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Title").fill("One too many");
  await form.getByRole("slider", { name: "Rating" }).focus();
  await page.keyboard.press("End");
  await form.getByLabel("Review").fill("Written while the brake is on, so it is refused.");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Error submitting review")).toBeVisible();
  await expect(toast(page, message)).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("One too many");
});
