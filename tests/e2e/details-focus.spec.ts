import {
  addPodcastViaApi,
  DEMO,
  expect,
  registerViaApi,
  signInViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

// Issue 16, item 4: focus goes into what opens and back to what opened it; it never falls to <body>.

const focusIsNotOnBody = (page: import("@playwright/test").Page) =>
  expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

const newPodcast = (baseURL: string) =>
  addPodcastViaApi(baseURL, { title: `Focus Show ${unique("f")}`, publisher: "E2E", description: "Focus." });

test("podcast page: the review form takes focus and gives it back; the delete dialog returns it on Escape", async ({
  page,
  baseURL,
}) => {
  const id = await newPodcast(baseURL!);
  const account = await registerViaApi(page, "focus");
  await page.goto(`/podcasts/${id}`);

  await page.getByRole("button", { name: "Write a Review" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form.getByLabel("Title")).toBeFocused();
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Write a Review" })).toBeFocused();

  await page.getByRole("button", { name: "Write a Review" }).press("Enter");
  await expect(form.getByLabel("Title")).toBeFocused();
  await form.getByLabel("Title").fill("Focus stays put");
  await form.getByRole("slider", { name: "Rating" }).focus();
  await page.keyboard.press("End");
  await form.getByLabel("Review").fill("A review written to follow the focus around.");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Review submitted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Your Review" })).toBeFocused();

  const review = page.getByRole("article", { name: `Review by ${account.name}` });
  await review.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit your review" });
  await expect(edit.getByLabel("Title")).toBeFocused();
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(review.getByRole("button", { name: "Edit" })).toBeFocused();

  await review.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog", { name: "Delete this review?" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(review.getByRole("button", { name: "Delete" })).toBeFocused();
});

test("profile: Edit Profile enters the form, removing a genre keeps focus in the list, Save returns to the button", async ({
  page,
}) => {
  await registerViaApi(page, "focusprof");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const form = page.getByRole("form", { name: "Edit profile" });
  await expect(form.getByLabel("Name")).toBeFocused();
  for (const genre of ["Comedy", "History"]) {
    await form.getByLabel("Genre to add").selectOption(genre);
    await form.getByRole("button", { name: "Add", exact: true }).click();
  }
  await form.getByRole("button", { name: "Remove Comedy" }).click();
  await expect(form.getByRole("button", { name: "Remove History" })).toBeFocused();
  await form.getByRole("button", { name: "Remove History" }).press("Enter");
  await expect(form.getByLabel("Genre to add")).toBeFocused();
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeFocused();
});

test("critic: Escape from the edit and share dialogs returns to the opener; Download PNG keeps focus while it works", async ({
  page,
}) => {
  await signInViaApi(page, DEMO.critic);
  await page.goto("/critic/my-reviews");
  const editButton = page.getByRole("button", { name: /^Edit review of / }).first();
  const name = await editButton.getAttribute("aria-label");
  await editButton.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: name! }).first()).toBeFocused();

  // The PNG is held back until the test lets it through, so the pending state can be looked at.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/api/og/") || url.pathname.endsWith(".png"),
    async (route) => {
      if (route.request().resourceType() === "image") return route.continue();
      await held;
      await route.continue();
    },
  );
  await page.goto("/critic/dashboard");
  await page.getByRole("button", { name: "Share Your Critic Title" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Critic Title" });
  const download = dialog.getByRole("button", { name: /Download PNG|Preparing/ });
  await download.click();
  await expect(download).toHaveAttribute("aria-disabled", "true");
  await expect(download).toBeFocused();
  release();
  await expect(download).not.toHaveAttribute("aria-disabled", "true");
  await expect(download).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Share Your Critic Title" })).toBeFocused();
});

test("admin: a row menu's dialog and Add New Critic give focus back to what opened them", async ({
  page,
}) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto("/admin/users?q=critic");
  const trigger = page.getByRole("button", { name: "Actions for critic" });
  await trigger.click();
  await page.getByRole("menuitem", { name: /Critic Name/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.press("Enter");
  await page.getByRole("menuitem", { name: /Critic Name/ }).press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(trigger).toBeFocused();

  await page.getByRole("button", { name: "Add New Critic" }).click();
  await expect(page.getByRole("dialog", { name: "Add New Critic" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Add New Critic" })).toBeFocused();
  await focusIsNotOnBody(page);
});
