import { titleForCount } from "../../src/shared/constants/tiers";
import { expectNoHorizontalScroll, fakeReview, pinReviews, toastBehindDialog } from "./support/critic";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  openInApp,
  PHONE,
  signInViaApi,
  test,
} from "./support/fixtures";

const cards = (page: import("@playwright/test").Page) => page.getByTestId("critic-review-card");

test.describe("my reviews", () => {
  test("title badge, 12 per page, dates like 'Jan. 5, 2025', and sorting that goes back to page 1", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/my-reviews");
    await expect(page.getByRole("heading", { name: "My Reviews" })).toBeVisible();
    const total = Number((await page.getByText(/^\d+ reviews?$/).textContent())?.split(" ")[0]);
    expect(total).toBeGreaterThanOrEqual(14);
    await expect(page.getByText(`Critic title: ${titleForCount(total).title}`)).toBeAttached();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    // Default: newest date first.
    const dates = await cards(page)
      .locator("time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());
    // Dates written like "Jan. 5, 2025" on every card (other tests add reviews by this critic, of any date,
    // so which reviews are on this page is not fixed; the exact text of one is a unit test of the format).
    const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const shown = await cards(page)
      .locator("time")
      .evaluateAll((els) => els.map((e) => [e.getAttribute("datetime")!, e.textContent!] as const));
    expect(shown).toHaveLength(12);
    for (const [iso, text] of shown) {
      const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
      expect(text).toBe(`${MONTHS[month! - 1]}. ${day}, ${year}`);
    }

    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(Math.min(12, total - 12));

    // A new sort goes back to page 1.
    await page.getByLabel("Sort by").selectOption("podcast");
    await page.getByLabel("Order").selectOption("asc");
    await expect(page.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const podcasts = await cards(page).getByRole("heading").allTextContents();
    expect(podcasts).toEqual(
      [...podcasts].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })),
    );

    await page.getByLabel("Sort by").selectOption("rating");
    await page.getByLabel("Order").selectOption("desc");
    const ratings = await cards(page)
      .getByRole("img", { name: /out of 5 stars/ })
      .evaluateAll((els) => els.map((e) => Number.parseFloat(e.getAttribute("aria-label")!)));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    await expectNoAxeViolations(page);
  });

  test("page buttons with ellipses past seven pages", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await pinReviews(
      page,
      Array.from({ length: 100 }, (_, i) => fakeReview(i)),
    );
    await openInApp(page, "/critic/my-reviews");
    const nav = page.getByRole("navigation", { name: "Pagination" });
    const pageButtons = nav.getByRole("button", { name: /^Page \d+$/ });
    await expect(pageButtons).toHaveText(["1", "2", "3", "4", "5", "9"]);
    await expect(nav.getByText("…").filter({ visible: true })).toHaveCount(1);
    await pageButtons.filter({ hasText: "5" }).click();
    await expect(pageButtons).toHaveText(["1", "4", "5", "6", "9"]);
    await expect(nav.getByText("…").filter({ visible: true })).toHaveCount(2);
    await expect(cards(page).first().getByRole("heading")).toHaveText("Podcast 051");
    await nav.getByRole("button", { name: "Next page" }).click();
    await expect(nav.getByRole("button", { name: "Page 6" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("button", { name: "Page 9" }).click();
    await expect(cards(page)).toHaveCount(4);
    await expect(nav.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expectNoAxeViolations(page);

    await pinReviews(
      page,
      Array.from({ length: 84 }, (_, i) => fakeReview(i)),
    );
    await openInApp(page, "/critic/my-reviews");
    await expect(pageButtons).toHaveText(["1", "2", "3", "4", "5", "6", "7"]);
    await expect(nav.getByText("…").filter({ visible: true })).toHaveCount(0);
  });

  test("snippets show three sentences with read more; sync states are shown", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await pinReviews(page, [
      fakeReview(1),
      fakeReview(2, { id: "sub_waiting", podcast: "Waiting Show", syncStatus: "pending", syncError: null }),
      fakeReview(3, {
        id: "sub_failed",
        podcast: "Failed Show",
        syncStatus: "failed",
        syncError: "Airtable refused the request with 422.",
      }),
    ]);
    await openInApp(page, "/critic/my-reviews");
    const card = cards(page).filter({ hasText: "Podcast 001" });
    await expect(
      card.getByText("Review number 1. It has a second sentence. And a third one. …"),
    ).toBeVisible();
    await card.getByRole("button", { name: "Read more" }).click();
    await expect(card.getByText(/And a fourth that hides behind read more\.$/)).toBeVisible();
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await expect(
      cards(page).filter({ hasText: "Waiting Show" }).getByText("Waiting to reach the critic database"),
    ).toBeVisible();
    const failed = cards(page).filter({ hasText: "Failed Show" });
    await expect(failed.getByText("Delivery failed")).toBeVisible();
    await expect(failed.getByText(/Airtable refused the request with 422\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("edit is offered only where the critic's name equals the reviewer", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await pinReviews(page, [fakeReview(1), fakeReview(2, { reviewer: "Someone Else", podcast: "Not Mine" })]);
    await openInApp(page, "/critic/my-reviews");
    await expect(page.getByRole("button", { name: "Edit review of Podcast 001" })).toBeVisible();
    await expect(cards(page).filter({ hasText: "Not Mine" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit review of Not Mine" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /delete/i })).toHaveCount(0);
  });

  test("edits a review: validation, then the new rating and snippet are saved", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/my-reviews");
    await page.getByLabel("Sort by").selectOption("podcast");
    await page.getByLabel("Order").selectOption("asc");
    const card = cards(page).filter({ hasText: "99% Invisible" });
    await card.getByRole("button", { name: "Edit review of 99% Invisible" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Review" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Snippet").fill("Too short");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Review must be at least 10 characters.")).toBeVisible();
    await expectNoAxeViolations(page);

    const snippet = `An episode about the humble parking meter becomes a history of cities. Edited ${Date.now()}.`;
    await dialog.getByLabel("Snippet").fill(snippet);
    const stars = dialog.getByRole("slider", { name: "Rating" });
    await stars.focus();
    await stars.press("Home");
    await stars.press("ArrowRight");
    await stars.press("ArrowRight");
    await expect(stars).toHaveAttribute("aria-valuetext", "1.5 out of 5 stars");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastBehindDialog(page, "Review updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("img", { name: "1.5 out of 5 stars" })).toBeVisible();
    await expect(card.getByText(snippet)).toBeVisible();

    // Put it back, so other runs find the seed as it was.
    await card.getByRole("button", { name: "Edit review of 99% Invisible" }).click();
    await stars.focus();
    await stars.press("End");
    await page
      .getByRole("dialog", { name: "Edit Review" })
      .getByRole("button", { name: "Save Changes" })
      .click();
    await expect(card.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  });

  test("in the edit dialog, Escape closes the calendar first, then the dialog", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/my-reviews");
    await page
      .getByRole("button", { name: /^Edit review of / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Review" });
    await expect(dialog).toBeVisible();

    const date = dialog.getByRole("button", { name: /^Review Date:/ });
    await date.click();
    const calendar = page.getByRole("dialog", { name: "Choose the review date" });
    await expect(calendar).toBeVisible();
    // The calendar sits on top of the dialog and is clickable there: its month drop-down answers.
    await calendar.getByRole("combobox", { name: "Choose the Month" }).selectOption({ label: "January" });
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(date).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("editing an unrated review keeps it unrated unless a rating is picked", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await pinReviews(page, [fakeReview(1, { rating: null })]);
    await openInApp(page, "/critic/my-reviews");
    await page.getByRole("button", { name: "Edit review of Podcast 001" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Review" });
    const stars = dialog.getByRole("slider", { name: "Rating" });
    await expect(stars).toHaveAttribute("aria-valuetext", "No rating");
    // A rating picked by mistake can be taken back.
    await stars.focus();
    await stars.press("ArrowRight");
    await expect(stars).toHaveAttribute("aria-valuetext", "0.5 out of 5 stars");
    await dialog.getByRole("button", { name: "No rating" }).click();
    await expect(stars).toHaveAttribute("aria-valuetext", "No rating");

    await dialog.getByLabel("Snippet").fill("A new snippet for a review that never had a rating.");
    const patch = page.waitForRequest(
      (r) => r.method() === "PATCH" && r.url().includes("/api/critic-reviews/"),
    );
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    const body = (await patch).postDataJSON() as Record<string, unknown>;
    expect(body.snippet).toBe("A new snippet for a review that never had a rating.");
    expect(body).not.toHaveProperty("rating");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });
    test("one column that fits the screen", async ({ page }) => {
      await signInViaApi(page, DEMO.critic);
      await page.goto("/critic/my-reviews");
      await expect(cards(page).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});
