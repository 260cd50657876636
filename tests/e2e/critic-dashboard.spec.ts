import { readFileSync } from "node:fs";
import { CRITIC_TITLES, titleForCount, titleSlug } from "../../src/shared/constants/tiers";
import {
  expectNoHorizontalScroll,
  fakeReview,
  pinReviews,
  pngSize,
  toastBehindDialog,
} from "./support/critic";
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  holdChunk,
  openInApp,
  PHONE,
  signInViaApi,
  test,
} from "./support/fixtures";

const many = (count: number) => Array.from({ length: count }, (_, i) => fakeReview(i));

test.describe("critic dashboard", () => {
  test("counter, milestone and the five newest reviews match the critic's reviews", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/dashboard");
    await expect(page.getByRole("heading", { name: "Critic Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add New Review" })).toHaveAttribute(
      "href",
      "/critic/add-review",
    );

    const counter = page.getByTestId("total-reviews");
    const count = Number(await counter.getAttribute("data-value"));
    expect(count).toBeGreaterThanOrEqual(14);
    await expect(counter).toContainText(count.toLocaleString("en-US"));
    await expect(page.getByTestId("critic-title")).toHaveText(titleForCount(count).title);

    const recent = page.getByRole("list", { name: "Recent reviews" }).getByRole("listitem");
    await expect(recent).toHaveCount(5);
    const dates = await recent
      .locator("time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(recent.first().locator("time")).toHaveText(/^[A-Z][a-z]{2}\. \d{1,2}, \d{4}$/);

    await page.getByRole("link", { name: "View All Reviews" }).click();
    await expect(page).toHaveURL("/critic/my-reviews");
  });

  test("the milestone card for known counts, and the top of the scale", async ({ page }) => {
    await signInViaApi(page, DEMO.critic);
    await pinReviews(page, many(25));
    await openInApp(page, "/critic/dashboard");
    await expect(page.getByTestId("critic-title")).toHaveText("Podcast Prime");
    await expect(page.getByText("Rookie tier")).toBeVisible();
    await expect(page.getByText(CRITIC_TITLES[5]!.description)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progress to Decibel Captain" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    await expect(page.getByText("25 more reviews to reach Decibel Captain.")).toBeVisible();

    await page.unroute(/\/api\/(critic\/[^/]+\/reviews|critic-reviews\/[^/]+)$/);
    await pinReviews(page, many(1200));
    await openInApp(page, "/critic/dashboard");
    await expect(page.getByTestId("critic-title")).toHaveText("Beyond Listener");
    await expect(page.getByText("Legendary tier")).toBeVisible();
    await expect(
      page.getByText("You've reached the maximum level. You are a true legend of podcast criticism!"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Total Reviews counts up through intermediate numbers, and shows the number at once with reduced motion", async ({
    page,
  }) => {
    // Record every number the counter shows. How fast it counts is not asserted (speed belongs in
    // benchmarks; this machine may be busy): only that it counts up, step by step, to the total.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { counterValues: typeof seen }).counterValues = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="total-reviews"] [aria-hidden]');
        const value = Number(el?.textContent?.replace(/,/g, ""));
        if (el && seen.at(-1) !== value) seen.push(value);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await signInViaApi(page, DEMO.critic);
    await pinReviews(page, many(300));
    await openInApp(page, "/critic/dashboard");
    await expect(page.getByTestId("total-reviews").locator("[aria-hidden]")).toHaveText("300");
    const values = await page.evaluate(
      () => (window as unknown as { counterValues: number[] }).counterValues,
    );
    // From 0, rising through at least a few numbers in between (no frame may skip more than an eighth of
    // the animation, however late it comes), to 300.
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(300);
    expect(values.filter((v) => v > 0 && v < 300).length).toBeGreaterThanOrEqual(4);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    await page.emulateMedia({ reducedMotion: "reduce" });
    await openInApp(page, "/critic/dashboard");
    await expect(page.getByTestId("total-reviews").locator("[aria-hidden]")).toHaveText("300");
    const reduced = await page.evaluate(
      () => (window as unknown as { counterValues: number[] }).counterValues,
    );
    expect(reduced).toEqual([300]);
  });
});

test.describe("Share Your Critic Title", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copy link, native share with fallback, networks, and a PNG download of the card", async ({
    page,
    baseURL,
  }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/dashboard");
    const count = Number(await page.getByTestId("total-reviews").getAttribute("data-value"));
    const title = titleForCount(count).title;
    const shareUrl = `${baseURL}/critics/jordan-vale`;

    await page.getByRole("button", { name: "Share Your Critic Title" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Your Critic Title" });
    await expect(dialog.getByRole("img", { name: `Title card: Jordan Vale, ${title}` })).toBeVisible();
    await expect(dialog.getByLabel("Share link")).toHaveValue(shareUrl);
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(toastBehindDialog(page, "Link copied")).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("Link copied. Your share link is on the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

    const encoded = encodeURIComponent(shareUrl);
    const x = await dialog.getByRole("link", { name: /Share on X/ }).getAttribute("href");
    expect(x).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/);
    expect(x).toContain(`&url=${encoded}`);
    await expect(dialog.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(dialog.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download PNG" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${titleSlug(title)}.png`);
    const size = pngSize(readFileSync(await download.path()));
    expect(size).toEqual({ width: 1200, height: 630 });
    await expect(toastBehindDialog(page, "Download successful")).toBeVisible();
  });

  test("the button opens the dialog on the first press, before the dialog's code is in, and gets focus back", async ({
    page,
  }) => {
    // The dialog's code (fetched after the page's load) is held back until the button has been pressed.
    const release = await holdChunk(page, "share-dialog");
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/dashboard");
    const button = page.getByRole("button", { name: "Share Your Critic Title" });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    release();
    const dialog = page.getByRole("dialog", { name: "Share Your Critic Title" });
    await expect(dialog.getByLabel("Share link")).toHaveValue(/\/critics\/jordan-vale$/);
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Share Your Critic Title" })).toBeFocused();
  });

  test("native share, and its fallback to copying when sharing fails", async ({ page }) => {
    await page.addInitScript(() => {
      let calls = 0;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async () => {
          calls++;
          if (calls > 1) throw new Error("share target crashed");
        },
      });
    });
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/dashboard");
    await page.getByRole("button", { name: "Share Your Critic Title" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Your Critic Title" });
    await dialog.getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastBehindDialog(page, "Shared successfully")).toBeVisible();
    await dialog.getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastBehindDialog(page, "Link copied")).toBeVisible();
  });

  test("copy failures and a card that cannot be generated", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await page.route("**/share/critics/*/card.png*", (route) => route.fulfill({ status: 500, body: "no" }));
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/dashboard");
    await page.getByRole("button", { name: "Share Your Critic Title" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Your Critic Title" });
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(toastBehindDialog(page, "Unable to copy link")).toBeVisible();
    await expect(toastBehindDialog(page, "Please try again or copy manually.")).toBeVisible();
    await dialog.getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastBehindDialog(page, "Failed to copy")).toBeVisible();
    await dialog.getByRole("button", { name: "Download PNG" }).click();
    await expect(toastBehindDialog(page, "Could not generate the image. Please try again.")).toBeVisible();
  });

  test("the public share page unfurls as the card, without signing in", async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto("/share/critics/jordan-vale");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/share/critics/jordan-vale");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(new RegExp(`^${baseURL}/share/critics/jordan-vale/card\\.png\\?v=`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);
    await expect(
      page.getByRole("heading", { name: /^Jordan Vale is an? .+ on Critics' Corner$/ }),
    ).toBeVisible();
    const img = page.getByRole("img", { name: /Jordan Vale/ });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1200);
    const png = await page.request.get(image!);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
    await expectNoAxeViolations(page);
    await context.close();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });
    test("the dashboard and the dialog fit the screen", async ({ page }) => {
      await signInViaApi(page, DEMO.critic);
      await page.goto("/critic/dashboard");
      await expect(page.getByTestId("critic-title")).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Share Your Critic Title" }).click();
      await expect(page.getByRole("dialog", { name: "Share Your Critic Title" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
