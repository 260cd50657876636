import { latestReviewDate, localDateString } from "../../src/shared/constants/critic-review";
import { expectNoHorizontalScroll, mockPodcastSearch } from "./support/critic";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  openProfileFromMenu,
  PHONE,
  signInViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

const SNIPPET =
  "A gripping, carefully reported season that rewards patience. The host's doubt becomes the story, and the final episode lands.";

const todayLabel = () => {
  const d = new Date();
  const month = d.toLocaleString("en-US", { month: "short" });
  return `${month}. ${d.getDate()}, ${d.getFullYear()}`;
};

test.describe("add a critic review", () => {
  test("search and pick a podcast, choose date and stars, submit, and see the form reset", async ({
    page,
  }) => {
    const asked = await mockPodcastSearch(page);
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    await expect(page.getByRole("heading", { name: "Add New Review" })).toBeVisible();
    await expect(page.getByText("Submit a new podcast review to Critics' Corner.")).toBeVisible();
    await expect(page.getByLabel("Reviewer")).toHaveValue("Jordan Vale");
    await expect(page.getByLabel("Reviewer")).toHaveAttribute("readonly", "");

    // Two publications: a pick-one list.
    const publication = page.getByRole("combobox", { name: "Publication" });
    await expect(publication.locator("option")).toHaveText([
      "Select a publication",
      "The Listening Post",
      "Audio Atlas Weekly",
    ]);
    await publication.selectOption({ label: "Audio Atlas Weekly" });

    // Search as you type, pick with the keyboard; focus moves to the snippet.
    const podcast = page.getByRole("combobox", { name: "Podcast Name" });
    await podcast.fill("seri");
    const list = page.getByRole("listbox", { name: "Matching podcasts" });
    await expect(list.getByRole("option")).toHaveText(["Serial", "Serial Killers"]);
    await expect(podcast).toHaveAttribute("aria-expanded", "true");
    await podcast.press("ArrowDown");
    await podcast.press("ArrowDown");
    await expect(list.getByRole("option", { name: "Serial Killers" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await podcast.press("Enter");
    await expect(podcast).toHaveValue("Serial Killers");
    await expect(list).toBeHidden();
    await expect(page.getByLabel("Review Snippet")).toBeFocused();
    expect(asked).toContain("seri");
    expect(asked).not.toContain("s");

    // Pick with the mouse instead.
    await podcast.fill("Serial");
    await page.getByRole("option", { name: "Serial", exact: true }).click();
    await expect(podcast).toHaveValue("Serial");
    await expect(page.getByLabel("Review Snippet")).toBeFocused();

    await page.getByLabel("Review URL").fill("https://thelisteningpost.example/reviews/serial-revisited");

    // Calendar: today by default; days after today in UTC+14 disabled (the server's rule too).
    const dateButton = page.getByRole("button", { name: /^Review Date:/ });
    await expect(dateButton).toHaveText(todayLabel());
    await dateButton.click();
    const calendar = page.getByRole("dialog", { name: "Choose the review date" });
    await expect(calendar).toBeVisible();
    const month = localDateString().slice(0, 7);
    const latest = latestReviewDate();
    const refused = latestReviewDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    if (latest.startsWith(month)) {
      await expect(calendar.locator(`[data-day="${latest}"] button`)).toBeEnabled();
      await expect(calendar.getByRole("button", { name: "Go to the Next Month" })).toBeDisabled();
    }
    if (refused.startsWith(month)) {
      await expect(calendar.locator(`[data-day="${refused}"] button`)).toBeDisabled();
    }
    const years = calendar.getByRole("combobox", { name: "Choose the Year" });
    await expect(years.locator("option").first()).toHaveText("1900");
    await years.selectOption("1900");
    await calendar.getByRole("combobox", { name: "Choose the Month" }).selectOption({ label: "January" });
    await expect(calendar.getByRole("button", { name: "Go to the Previous Month" })).toBeDisabled();
    await years.selectOption("2024");
    await calendar.getByRole("combobox", { name: "Choose the Month" }).selectOption({ label: "March" });
    await calendar.getByRole("button", { name: /March 9th, 2024/ }).click();
    await expect(calendar).toBeHidden();
    await expect(dateButton).toHaveText("Mar. 9, 2024");

    // Half stars with the keyboard.
    const stars = page.getByRole("slider", { name: "Rating" });
    await expect(stars).toHaveAttribute("aria-valuetext", "0.5 out of 5 stars");
    await stars.focus();
    await stars.press("End");
    await stars.press("ArrowLeft");
    await expect(stars).toHaveAttribute("aria-valuetext", "4.5 out of 5 stars");
    await stars.press("Home");
    await expect(stars).toHaveAttribute("aria-valuenow", "0.5");
    await stars.press("ArrowRight");
    await stars.press("PageUp");
    await stars.press("PageUp");
    await stars.press("ArrowRight");
    await expect(stars).toHaveAttribute("aria-valuenow", "3.5");

    const snippet = page.getByLabel("Review Snippet");
    const podcastName = `Serial ${unique("e2e")}`;
    await podcast.fill(podcastName);
    await podcast.press("Escape");
    await snippet.fill(SNIPPET);
    await expect(page.getByText(`${SNIPPET.length}/500 characters`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(toast(page, "Success!")).toBeVisible();
    await expect(toast(page, "Your review was submitted to the critic database.")).toBeVisible();

    // Reset: reviewer and publication stay, the rest clears, rating 0.5, date today.
    await expect(page.getByLabel("Reviewer")).toHaveValue("Jordan Vale");
    await expect(publication).toHaveValue(/.+/);
    await expect(publication.locator("option:checked")).toHaveText("Audio Atlas Weekly");
    await expect(podcast).toHaveValue("");
    await expect(page.getByLabel("Review URL")).toHaveValue("");
    await expect(snippet).toHaveValue("");
    await expect(stars).toHaveAttribute("aria-valuenow", "0.5");
    await expect(dateButton).toHaveText(todayLabel());

    // It is in My Reviews, published to the critic database with the chosen publication.
    await page.goto("/critic/my-reviews");
    await page.getByLabel("Sort by").selectOption("podcast");
    await page.getByLabel("Order").selectOption("asc");
    const card = page.getByTestId("critic-review-card").filter({ hasText: podcastName });
    if ((await card.count()) === 0)
      await page
        .getByRole("button", { name: /Page \d+/ })
        .last()
        .click();
    await expect(card).toContainText("Audio Atlas Weekly · Mar. 9, 2024");
    await expect(card.getByRole("img", { name: "3.5 out of 5 stars" })).toBeVisible();
    await expect(card.getByText("Published")).toBeVisible({ timeout: 15_000 });
  });

  test("after a submission the profile's achievements show the new count without a reload", async ({
    page,
  }) => {
    await mockPodcastSearch(page);
    await signInViaApi(page, DEMO.critic);
    await page.goto("/profile");
    const count = page.getByTestId("critic-review-count");
    await expect(count).toHaveText(/^\d+ reviews?$/);
    const before = Number.parseInt((await count.textContent()) ?? "", 10);

    // Client-side navigation only: the profile's cached count must follow the submission.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Add Review" }).click();
    await page.getByRole("combobox", { name: "Publication" }).selectOption({ label: "The Listening Post" });
    await page.getByRole("combobox", { name: "Podcast Name" }).fill(`Fresh Count ${unique("e2e")}`);
    await page.getByLabel("Review URL").fill("https://thelisteningpost.example/reviews/fresh-count");
    await page.getByLabel("Review Snippet").fill(SNIPPET);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(toast(page, "Success!")).toBeVisible();

    await openProfileFromMenu(page, "Jordan Vale");
    await expect
      .poll(async () => Number.parseInt((await count.textContent()) ?? "", 10))
      .toBeGreaterThan(before);
  });

  test("a double click on Submit stores one review; stars take mouse clicks on half stars", async ({
    page,
  }) => {
    await mockPodcastSearch(page);
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    await page.getByRole("combobox", { name: "Publication" }).selectOption({ label: "The Listening Post" });
    const podcastName = `Double Click ${unique("e2e")}`;
    await page.getByRole("combobox", { name: "Podcast Name" }).fill(podcastName);
    await page.getByLabel("Review URL").fill("https://thelisteningpost.example/reviews/double-click");
    await page.getByLabel("Review Snippet").fill(SNIPPET);

    const stars = page.getByRole("slider", { name: "Rating" });
    const third = stars.locator("[data-star='3']");
    const box = (await third.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect(stars).toHaveAttribute("aria-valuetext", "2.5 out of 5 stars");
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect(stars).toHaveAttribute("aria-valuetext", "3 out of 5 stars");

    await page.getByRole("button", { name: "Submit Review" }).dblclick();
    await expect(toast(page, "Success!")).toBeVisible();
    await expect
      .poll(async () => {
        const list = await (await page.request.get("/api/critic/Jordan%20Vale/reviews")).json();
        return (list as { podcast: string }[]).filter((r) => r.podcast === podcastName).length;
      })
      .toBe(1);
  });

  test("validation: inline messages, 'Publication Required', and no request sent", async ({ page }) => {
    await mockPodcastSearch(page);
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    // The pick-one list appears once the critic's publications have arrived.
    await expect(page.getByRole("combobox", { name: "Publication" })).toBeVisible();
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/airtable/reviews")) posted++;
    });
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(toast(page, "Publication Required")).toBeVisible();
    await expect(toast(page, "Please select which publication this review is for.")).toBeVisible();
    await expect(page.getByText("Please select a publication")).toBeVisible();
    await expect(page.getByText("Podcast name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid URL")).toBeVisible();
    await expect(page.getByText("Snippet should be at least 50 characters")).toBeVisible();

    await page.getByRole("combobox", { name: "Publication" }).selectOption({ label: "The Listening Post" });
    await page.getByRole("combobox", { name: "Podcast Name" }).fill("Radiolab");
    await page.getByLabel("Review URL").fill("javascript:alert(1)");
    await page.getByLabel("Review Snippet").fill("x".repeat(501));
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Please enter a valid URL")).toBeVisible();
    await expect(page.getByText("Snippet should be at most 500 characters")).toBeVisible();
    await expect(page.getByText("Please select a publication")).toBeHidden();
    expect(posted).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("podcast search: spinner, stale answers dropped, 'No podcasts found.' with the add link, failure toast", async ({
    page,
  }) => {
    await mockPodcastSearch(page, { q: "s", ms: 1500 });
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    const podcast = page.getByRole("combobox", { name: "Podcast Name" });
    await podcast.pressSequentially("s");
    await expect(page.getByText("Searching…")).toBeVisible();
    await page.waitForTimeout(400);
    await podcast.pressSequentially("mart");
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["SmartLess"]);
    await page.waitForTimeout(1500);
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["SmartLess"]);

    await podcast.fill("zzzz not a podcast");
    await expect(page.locator("p", { hasText: "No podcasts found." })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "No podcasts found." })).toBeAttached();
    const add = page.getByRole("link", { name: /Podcast not found\? Add it here/ });
    await expect(add).toHaveAttribute("href", "https://gp.example/podcasts/submit");
    await expect(add).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);

    await page.unroute("**/api/search/podcasts?*");
    await page.route("**/api/search/podcasts?*", (route) =>
      route.fulfill({ status: 500, json: { message: "down" } }),
    );
    await podcast.fill("Radio");
    await expect(
      toast(page, "Could not fetch podcast list. You can still enter the name manually."),
    ).toBeVisible();
    await podcast.fill("Manually Typed Show");
    await expect(podcast).toHaveValue("Manually Typed Show");
  });

  test("finds a podcast from the real catalogue", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    const podcast = page.getByRole("combobox", { name: "Podcast Name" });
    await podcast.fill("song expl");
    const option = page.getByRole("option", { name: "Song Exploder", exact: true });
    await expect(option).toBeVisible();
    await option.click();
    await expect(podcast).toHaveValue("Song Exploder");
    await expect(page.getByLabel("Review Snippet")).toBeFocused();
  });

  test("critic information that cannot be fetched: warning and the default publication", async ({ page }) => {
    await page.route("**/api/critic/*/info", (route) =>
      route.fulfill({ status: 500, json: { message: "boom" } }),
    );
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    await expect(
      toast(page, "Could not fetch your critic information. Some fields may need to be filled manually."),
    ).toBeVisible();
    await expect(page.getByLabel("Publication")).toHaveValue("Jordan Vale Reviews");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });
    test("fits the screen", async ({ page }) => {
      await signInViaApi(page, DEMO.critic);
      await page.goto("/critic/add-review");
      await expect(page.getByRole("button", { name: "Submit Review" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});
