import {
  addPodcastViaApi,
  DEMO,
  expect,
  expectNoAxeViolations,
  holdChunk,
  PHONE,
  registerViaApi,
  signInViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

const addPodcast = (baseURL: string, title: string) =>
  addPodcastViaApi(baseURL, {
    title,
    description: "A podcast made for a browser test.",
    tags: ["e2e"],
    website: "https://e2e.example",
    listenUrl: "https://listen.e2e.example",
  });

const distributionRow = (page: import("@playwright/test").Page, stars: string) =>
  page
    .getByRole("table", { name: "Rating distribution" })
    .getByRole("row", { name: new RegExp(`^${stars}★`) });

test.describe("podcast catalogue and reviews", () => {
  test("find a podcast by search, write a review, see the numbers change, edit it and delete it", async ({
    page,
    baseURL,
  }) => {
    const title = `E2E Show ${unique("s")}`;
    await addPodcast(baseURL!, title);
    const account = await registerViaApi(page, "reviewer");

    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search podcasts by title" }).fill(title);
    await page.getByRole("link", { name: new RegExp(title) }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("No reviews yet. Be the first to write a review!")).toBeVisible();
    await expect(page.getByTestId("review-count")).toHaveText("0 reviews");
    await expect(page.getByRole("link", { name: /Official website/ })).toHaveAttribute(
      "href",
      "https://e2e.example",
    );

    await page.getByRole("button", { name: "Write a Review" }).click();
    const form = page.getByRole("form", { name: "Write a review" });
    await expect(form.getByRole("slider", { name: "Rating" })).toHaveAttribute("aria-valuetext", "No rating");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(form.getByText("Title must be at least 3 characters")).toBeVisible();
    await expect(form.getByText("Please choose a rating.")).toBeVisible();
    await expect(form.getByText("Review must be at least 10 characters")).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel("Title").fill("Sharp and surprising");
    const stars = form.getByRole("slider", { name: "Rating" });
    await stars.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await expect(stars).toHaveAttribute("aria-valuetext", "4.5 out of 5 stars");
    await form.getByLabel("Review").fill("Every episode taught me something I did not expect to learn.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(toast(page, "Review submitted")).toBeVisible();

    const review = page.getByRole("article", { name: `Review by ${account.name}` });
    await expect(review.getByText(`@${account.username}`)).toBeVisible();
    await expect(review.getByRole("img", { name: "4.5 out of 5 stars" })).toBeVisible();
    await expect(review.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    await expect(page.getByTestId("review-count")).toHaveText("1 review");
    await expect(page.getByText(/Average rating\s*4\.5/)).toBeVisible();
    await expect(distributionRow(page, "4.5")).toContainText("1");

    await page.getByRole("button", { name: "Edit Your Review" }).click();
    const edit = page.getByRole("form", { name: "Edit your review" });
    await expect(edit.getByLabel("Title")).toHaveValue("Sharp and surprising");
    await edit.getByRole("slider", { name: "Rating" }).focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await edit.getByLabel("Title").fill("Good, not great");
    await edit.getByRole("button", { name: "Update Review" }).click();
    await expect(toast(page, "Review updated")).toBeVisible();
    await expect(page.getByText(/Average rating\s*3\.0/)).toBeVisible();
    await expect(distributionRow(page, "3")).toContainText("1");
    await expect(distributionRow(page, "4.5")).toContainText("0");
    await expect(review.getByRole("heading", { name: "Good, not great" })).toBeVisible();

    await review.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this review?" });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Delete Review" }).click();
    await expect(toast(page, "Review deleted")).toBeVisible();
    await expect(page.getByText("No reviews yet. Be the first to write a review!")).toBeVisible();
    await expect(page.getByTestId("review-count")).toHaveText("0 reviews");
    await expect(page.getByRole("button", { name: "Write a Review" })).toBeVisible();
  });

  test("invalid and unknown podcast ids", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/podcasts/abc");
    await expect(page.getByRole("heading", { name: "Invalid podcast ID" })).toBeVisible();
    await page.goto("/podcasts/99999999");
    await expect(page.getByRole("heading", { name: "Podcast not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Podcasts" }).click();
    await expect(page).toHaveURL("/");
  });

  test("home catalogue: genre filter, sort, paging, empty state and accessibility", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const list = page.getByRole("list", { name: "Podcasts" });
    await expect(list.getByRole("listitem")).toHaveCount(24);
    await expect(page.getByText(/^\d+ podcasts · \d+ reviews$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole("navigation", { name: "Catalogue pages" })
      .getByRole("button", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 25–48 of/)).toBeVisible();

    await page.getByLabel("Genre").selectOption("True Crime");
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/genre=True(%20|\+)Crime/);
    // The previous page stays on screen until the filtered one arrives: wait for it to be replaced.
    await expect
      .poll(async () => [...new Set(await list.locator("li p.text-xs.text-fg-muted").allTextContents())])
      .toEqual(["True Crime"]);
    await page.getByLabel("Sort by").selectOption("reviews");
    await expect(page).toHaveURL(/sort=reviews/);

    await page.getByRole("searchbox", { name: "Search podcasts by title" }).fill("zzz no such podcast zzz");
    await expect(page.getByText("No podcasts match your search.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(24);
    await expect(page.getByLabel("Genre")).toHaveValue("");
    await expect(page).not.toHaveURL(/genre=|q=/);
  });

  test("Clear filters wins over a search still settling: no late write brings a filter back", async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves, so "typing has not settled yet" is a state.
    await page.clock.install();
    await signInViaApi(page, DEMO.critic);
    await page.goto("/?genre=True+Crime&q=zzz+no+such+podcast");
    await expect(page.getByText("No podcasts match your search.")).toBeVisible();
    await expect(page.getByLabel("Genre")).toHaveValue("True Crime");

    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const box = page.getByRole("searchbox", { name: "Search podcasts by title" });
    await box.fill("zzz no such podcast, still typing");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.clock.runFor(2_000); // long past the 300 ms the typing would have needed to land
    await page.clock.resume();

    const list = page.getByRole("list", { name: "Podcasts" });
    await expect(list.getByRole("listitem")).toHaveCount(24);
    await expect(page.getByLabel("Genre")).toHaveValue("");
    await expect(box).toHaveValue("");
    await expect(page).not.toHaveURL(/genre=|q=/);
  });

  test("an administrator's Edit podcast opens on the first press, before its dialog's code is in, and saves", async ({
    page,
  }) => {
    // The dialog's code is held back until the button has been pressed.
    const release = await holdChunk(page, "edit-podcast-dialog");
    await signInViaApi(page, DEMO.admin);
    const created = await page.request.post("/api/podcasts", {
      data: { title: `Edited Show ${unique("e")}`, publisher: "Before Media", category: "Comedy" },
    });
    expect(created.status()).toBe(201);
    const podcast = (await created.json()) as { id: number; title: string };
    await page.goto(`/podcasts/${podcast.id}`);
    await expect(page.getByRole("heading", { level: 1, name: podcast.title })).toBeVisible();

    await page.getByRole("button", { name: "Edit podcast" }).click();
    release();
    const dialog = page.getByRole("dialog", { name: "Edit podcast" });
    await expect(dialog).toBeVisible();
    const form = dialog.getByRole("form", { name: "Edit podcast" });
    await expect(form.getByLabel("Publisher")).toHaveValue("Before Media");
    await form.getByLabel("Publisher").fill("After Media");
    await form.getByRole("button", { name: "Save Podcast" }).click();
    await expect(toast(page, "Podcast updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("After Media")).toBeVisible();
    // Closed, focus is back on the button that opened it.
    await expect(page.getByRole("button", { name: "Edit podcast" })).toBeFocused();
  });

  test("a review's Delete asks first on the first press, before the confirmation's code is in", async ({
    page,
  }) => {
    const release = await holdChunk(page, "delete-review-dialog");
    const account = await registerViaApi(page);
    const list = await page.request.get("/api/podcasts?page=1&sort=title");
    const podcast = ((await list.json()) as { items: { id: number }[] }).items[0]!;
    const title = `Soon gone ${unique("d")}`;
    const posted = await page.request.post("/api/reviews", {
      data: { podcastId: podcast.id, title, content: "Written to be deleted by a browser test.", rating: 3 },
    });
    expect(posted.status()).toBe(201);
    await page.goto(`/podcasts/${podcast.id}`);
    const review = page
      .getByRole("article", { name: `Review by ${account.name}` })
      .filter({ hasText: title });
    await review.getByRole("button", { name: "Delete" }).click();
    release();
    const dialog = page.getByRole("dialog", { name: "Delete this review?" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Delete Review" }).click();
    await expect(toast(page, "Review deleted")).toBeVisible();
    await expect(review).toHaveCount(0);
  });

  test("administrators add a podcast and import a CSV file", async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto("/");
    const title = `Admin Show ${unique("a")}`;
    await page.getByRole("button", { name: "Add Podcast" }).click();
    const form = page.getByRole("form", { name: "Add podcast" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Publisher").fill("Admin Studios");
    await form.getByLabel("Genre").selectOption("Comedy");
    await form.getByLabel("Website").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Add Podcast" }).click();
    await expect(form.getByText("Website must be a valid http(s) URL")).toBeVisible();
    await form.getByLabel("Website").fill("https://admin-show.example");
    await form.getByRole("button", { name: "Add Podcast" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.goto("/");
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import podcasts" });
    const csvTitle = `Csv Show ${unique("c")}`;
    await dialog.getByLabel("File").setInputFiles({
      name: "podcasts.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`title,publisher,genre\n${csvTitle},Csv Media,Music\nBroken,,Music\n`),
    });
    // The answer is held back until the dialog has shown the server's progress (the import itself is done).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/api/admin/podcasts/import",
      async (route) => {
        const response = await route.fetch();
        await held;
        await route.fulfill({ response });
      },
    );
    await dialog.getByRole("button", { name: "Import" }).click();
    await expect(dialog.getByRole("status").getByText("Imported 2 of 2 entries")).toBeVisible();
    await expect(dialog.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute("value", "2");
    await expect(dialog.getByRole("button", { name: "Importing..." })).toBeDisabled();
    release();
    await expect(dialog.getByText("1 added, 0 updated, 1 failed (csv).")).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    await expect(dialog.getByText("Line 3 (Broken): Publisher is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("profile", () => {
  test("edit name, e-mail, location and genres; critics see their achievements", async ({ page }) => {
    await registerViaApi(page, "profile");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await expect(page.getByText("Critic Achievements")).toBeVisible();
    await expect(page.getByTestId("critic-title")).toHaveText("Cadet Critic");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit profile" });
    await form.getByLabel("Name").fill(" ");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Invalid email address")).toBeVisible();

    await form.getByLabel("Name").fill("Robin Reviewer");
    await form.getByLabel("Email").fill("robin@example.com");
    await form.getByLabel("Location").fill("Glasgow");
    const picker = form.getByLabel("Genre to add");
    for (const genre of ["Comedy", "History", "Science"]) {
      await picker.selectOption(genre);
      await form.getByRole("button", { name: "Add" }).click();
    }
    await form.getByRole("button", { name: "Remove Comedy" }).click();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();

    await page.reload();
    await expect(page.getByText("Robin Reviewer").first()).toBeVisible();
    await expect(page.getByText("robin@example.com")).toBeVisible();
    await expect(page.getByText("Glasgow")).toBeVisible();
    await expect(page.getByText("History", { exact: true })).toBeVisible();
    await expect(page.getByText("Science", { exact: true })).toBeVisible();
    await expect(page.getByText("Comedy", { exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  });
});

test.describe("podcast page on a phone", () => {
  test.use({ viewport: PHONE });

  test("fits the screen, with the tab bar and a usable review form", async ({ page }) => {
    await registerViaApi(page, "phone");
    const hits = await (await page.request.get("/api/search/podcasts?q=the%20daily")).json();
    await page.goto(`/podcasts/${hits[0].id}`);
    await expect(page.getByRole("heading", { level: 1, name: "The Daily" })).toBeVisible();
    await expect(page.getByTestId("mobile-tab-bar")).toBeVisible();
    await page.getByRole("button", { name: "Write a Review" }).click();
    await expect(page.getByRole("slider", { name: "Rating" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    // Negative when the page reserves a scrollbar gutter (styles.css) that headless Chromium leaves empty.
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
