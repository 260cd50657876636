import { type Page, request as playwrightRequest } from "@playwright/test";
import { expectNoHorizontalScroll } from "./support/critic";
import {
  addPodcastViaApi,
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
import { activeAccount, criticWithPage, publishReviews, register, waitForFeed } from "./support/following";
import { screenshot } from "./support/screenshots";

// Issue 53: following critics and podcasts, the Following page and the weekly digest setting.

test.describe.configure({ timeout: 240_000 });

const shot = (page: Page, name: string) => screenshot(page, "issue-53", name, { fullPage: true });
const EMPTY_FEED = "Nothing new yet — follow critics and podcasts to see their reviews here.";

/** The Follow button and count as the server drew them, before any script: from the page's own HTML. */
async function drawnFollow(page: Page): Promise<string> {
  const html = await (await page.request.get(page.url())).text();
  return /data-testid="follow"[\s\S]*?followers?<\/span>/.exec(html)?.[0] ?? "";
}

/** GET requests of a follow state the browser makes from now on. */
function followReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && /\/api\/(critics|podcasts)\/[^/]+\/follow$/.test(r.url()))
      reads.push(r.url());
  });
  return reads;
}

const newPodcast = async (baseURL: string, prefix: string) => {
  const title = `${prefix} ${unique("p")}`;
  return { id: await addPodcastViaApi(baseURL, { title }), title };
};

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`following (${width})`, () => {
    test.use({ viewport });

    test("follows and unfollows a podcast: at once, drawn by the server, kept after a reload", async ({
      page,
      baseURL,
    }) => {
      const podcast = await newPodcast(baseURL!, "Followable");
      await activeAccount(page.request, baseURL!);
      const reads = followReads(page);
      await page.goto(`/podcasts/${podcast.id}`);
      const follow = page.getByTestId("follow");
      const button = follow.getByRole("button", { name: `Follow ${podcast.title}` });
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await expect(follow.getByText("0 followers", { exact: true })).toBeVisible();

      await button.click();
      const following = follow.getByRole("button", { name: `Following ${podcast.title}` });
      await expect(following).toHaveAttribute("aria-pressed", "true");
      await expect(follow.getByText("1 follower", { exact: true })).toBeVisible();
      // Once settled, the state is read again (the first read of it: the server drew it with the page).
      await expect.poll(() => reads.length).toBe(1);
      reads.length = 0;

      await page.reload();
      await expect(following).toHaveAttribute("aria-pressed", "true");
      await expect(follow.getByText("1 follower", { exact: true })).toBeVisible();
      // Drawn by the server with the page: the browser does not ask for it.
      expect(await drawnFollow(page)).toMatch(/aria-pressed="true"[\s\S]*>1 follower<\/span>$/);
      expect(reads).toEqual([]);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, "podcast-following");

      await following.click();
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await expect(follow.getByText("0 followers", { exact: true })).toBeVisible();
      await page.reload();
      await expect(button).toHaveAttribute("aria-pressed", "false");
      expect(await drawnFollow(page)).toMatch(/aria-pressed="false"[\s\S]*>0 followers<\/span>$/);
    });

    test("follows a critic, who sees the count; a stranger sees it and is offered to sign in", async ({
      page,
      baseURL,
    }) => {
      const critic = await criticWithPage(baseURL!);
      const member = await activeAccount(page.request, baseURL!);
      await page.goto(`/critics/${critic.slug}`);
      const follow = page.getByTestId("follow");
      await follow.getByRole("button", { name: `Follow ${critic.name}` }).click();
      const following = follow.getByRole("button", { name: `Following ${critic.name}` });
      await expect(following).toHaveAttribute("aria-pressed", "true");
      await expect(follow.getByText("1 follower", { exact: true })).toBeVisible();
      await page.reload();
      await expect(following).toHaveAttribute("aria-pressed", "true");
      expect(await drawnFollow(page)).toMatch(/aria-pressed="true"[\s\S]*>1 follower<\/span>$/);
      await expectNoAxeViolations(page);
      await shot(page, "critic-following");

      // The critic: the count on their dashboard, and on their own page nothing to press.
      await signInViaApi(page, critic);
      await page.goto("/critic/dashboard");
      await expect(page.getByTestId("follower-count")).toContainText("1 follower");
      await expectNoAxeViolations(page);
      await shot(page, "critic-dashboard-followers");
      await page.goto(`/critics/${critic.slug}`);
      await expect(follow.getByText("1 follower", { exact: true })).toBeVisible();
      await expect(follow.getByRole("button")).toHaveCount(0);

      // Signed out: the count (read by the browser: the page is the same for every stranger) and a way in.
      await page.context().clearCookies();
      await page.goto(`/critics/${critic.slug}`);
      await expect(follow.getByText("1 follower", { exact: true })).toBeVisible();
      await expect(follow.getByRole("link", { name: "Sign in to follow" })).toHaveAttribute(
        "href",
        `/auth?next=${encodeURIComponent(`/critics/${critic.slug}`)}`,
      );
      await expectNoAxeViolations(page);
      await shot(page, "critic-signed-out");

      await signInViaApi(page, member);
      await page.goto(`/critics/${critic.slug}`);
      await following.click();
      await expect(follow.getByRole("button", { name: `Follow ${critic.name}` })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect(follow.getByText("0 followers", { exact: true })).toBeVisible();
      await page.reload();
      await expect(follow.getByText("0 followers", { exact: true })).toBeVisible();
      await critic.api.dispose();
    });

    test("the weekly digest setting on the profile page saves and reads back", async ({ page, baseURL }) => {
      await activeAccount(page.request, baseURL!);
      await page.goto("/profile");
      const digest = page.getByRole("group", { name: "Weekly digest" });
      await expect(digest.getByRole("radio", { name: "Weekly" })).toBeChecked();
      await digest.getByRole("radio", { name: "Off" }).check();
      await expect(toast(page, "Digest saved")).toBeVisible();
      await page.reload();
      await expect(digest.getByRole("radio", { name: "Off" })).toBeChecked();
      expect((await (await page.request.get("/api/user")).json()).user.digest).toBe("off");
      await expectNoAxeViolations(page);
      await shot(page, "profile-digest");
      await digest.getByRole("radio", { name: "Weekly" }).check();
      await expect(toast(page, "Digest saved")).toBeVisible();
      await expect
        .poll(async () => (await (await page.request.get("/api/user")).json()).user.digest)
        .toBe("weekly");
    });

    test("the Following page while loading and when its feed fails, then after Try again", async ({
      page,
      baseURL,
    }) => {
      await activeAccount(page.request, baseURL!);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let failing = true;
      await page.route("**/api/feed?*", async (route) => {
        await held;
        if (!failing) return route.fallback();
        await route.fulfill({
          status: 500,
          json: { code: "internal_error", message: "Internal Server Error" },
        });
      });
      // Opened from another page, so the browser reads the feed (a page opened at its address has it drawn).
      await openInApp(page, "/following");
      await expect(page.getByRole("status").filter({ hasText: "Loading new reviews" })).toBeAttached();
      await shot(page, "following-loading");
      release();
      const error = page.getByTestId("error-state");
      await expect(error.getByText("Could not load new reviews")).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, "following-error");
      failing = false;
      await error.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByText(EMPTY_FEED)).toBeVisible();
    });

    test("the Following page with a new member review, and what one follows", async ({ page, baseURL }) => {
      const podcast = await newPodcast(baseURL!, "Followed Show");
      await activeAccount(page.request, baseURL!);
      expect((await page.request.put(`/api/podcasts/${podcast.id}/follow`)).status()).toBe(204);
      const writer = await playwrightRequest.newContext({ baseURL });
      const author = await register(writer, "writer", "Wren Writer");
      const review = await writer.post("/api/reviews", {
        data: {
          podcastId: podcast.id,
          title: "Quietly brilliant",
          content:
            "Every episode leaves me thinking about it for days. The host listens as well as she asks.",
          rating: 4.5,
        },
      });
      expect(review.status(), await review.text()).toBe(201);
      await writer.dispose();

      // The Following link: in the header on a desktop, in the account menu on a phone.
      await page.goto("/");
      if (width === "desktop")
        await page.getByRole("banner").getByRole("link", { name: "Following" }).click();
      else {
        await page
          .getByRole("button", { name: /Account menu for/ })
          .first()
          .click();
        await page.getByRole("menuitem", { name: "Following" }).click();
      }
      await expect(page).toHaveURL("/following");
      const item = page.getByRole("article", { name: `Review of ${podcast.title} by ${author.name}` });
      await expect(item).toBeVisible();
      await expect(item.getByRole("link", { name: podcast.title })).toHaveAttribute(
        "href",
        `/podcasts/${podcast.id}`,
      );
      await expect(item.getByText("Quietly brilliant")).toBeVisible();
      await expect(item.getByRole("img", { name: "4.5 out of 5 stars" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot(page, "following-feed");

      await page.getByRole("tab", { name: "You follow (1)" }).click();
      await expect(page).toHaveURL("/following?tab=follows");
      const list = page.getByRole("list", { name: "What you follow" });
      await expect(list.getByRole("link", { name: podcast.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, "following-list");
    });
  });
}

test.describe("following (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Following page: empty, then a followed critic's new reviews newest first, a page at a time", async ({
    page,
    baseURL,
  }) => {
    await activeAccount(page.request, baseURL!);
    await page.goto("/following");
    await expect(page.getByText(EMPTY_FEED)).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse critics" })).toHaveAttribute("href", "/critics");
    await expect(page.getByRole("link", { name: "Browse podcasts" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    await shot(page, "following-empty");
    await page.getByRole("tab", { name: "You follow (0)" }).click();
    await expect(page.getByText("You do not follow anyone yet.")).toBeVisible();

    const critic = await criticWithPage(baseURL!);
    const podcast = await newPodcast(baseURL!, "Reviewed Show");
    expect((await page.request.put(`/api/critics/${critic.slug}/follow`)).status()).toBe(204);
    await publishReviews(critic, podcast, 21);
    await waitForFeed(page.request, 21);

    await page.goto("/following");
    const items = page.getByTestId("feed-item");
    await expect(items).toHaveCount(20);
    const newest = items.first();
    await expect(newest).toContainText(`Review 21 by ${critic.name}`);
    await expect(newest.getByRole("link", { name: critic.name, exact: true })).toHaveAttribute(
      "href",
      `/critics/${critic.slug}`,
    );
    await expect(newest.getByRole("link", { name: podcast.title, exact: true })).toHaveAttribute(
      "href",
      `/podcasts/${podcast.id}`,
    );
    await expect(newest.getByRole("link", { name: /Read the full review/ })).toHaveAttribute(
      "href",
      `https://example.com/reviews/${critic.slug}-21`,
    );
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(items).toHaveCount(21);
    await expect(items.last()).toContainText(`Review 1 by ${critic.name}`);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Unfollowing from the list keeps the row, to follow again; the feed then has nothing from them.
    await page.getByRole("tab", { name: "You follow (1)" }).click();
    await page.getByRole("button", { name: `Unfollow ${critic.name}` }).click();
    await expect(page.getByRole("button", { name: `Follow again ${critic.name}` })).toBeVisible();
    await expect
      .poll(
        async () => (await (await page.request.get(`/api/critics/${critic.slug}/follow`)).json()).following,
      )
      .toBe(false);
    await page.getByRole("tab", { name: /New reviews/ }).click();
    await expect(page.getByText(EMPTY_FEED)).toBeVisible();
    await critic.api.dispose();
  });

  test("a member's spoiler stays hidden until asked", async ({ page, baseURL }) => {
    const podcast = await newPodcast(baseURL!, "Twisty Show");
    await activeAccount(page.request, baseURL!);
    expect((await page.request.put(`/api/podcasts/${podcast.id}/follow`)).status()).toBe(204);
    const writer = await playwrightRequest.newContext({ baseURL });
    const author = await register(writer, "spoiler", "Sam Spoiler");
    const secret = "The narrator was the detective all along, which the last episode reveals.";
    const res = await writer.post("/api/reviews", {
      data: {
        podcastId: podcast.id,
        title: "What a twist",
        content: secret,
        rating: 5,
        containsSpoilers: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await writer.dispose();

    await page.goto("/following");
    const item = page.getByRole("article", { name: `Review of ${podcast.title} by ${author.name}` });
    await expect(item.getByText("Contains spoilers")).toBeVisible();
    await expect(item.getByText(secret)).toBeHidden();
    await item.getByText("Show", { exact: true }).click();
    await expect(item.getByText(secret)).toBeVisible();
  });

  test("a refused follow goes back and says why; a pending account is told why it cannot follow", async ({
    page,
    baseURL,
  }) => {
    const podcast = await newPodcast(baseURL!, "Refused Show");
    await activeAccount(page.request, baseURL!);
    await page.route(`**/api/podcasts/${podcast.id}/follow`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 503,
            json: { code: "service_unavailable", message: "Busy" },
          })
        : route.fallback(),
    );
    await page.goto(`/podcasts/${podcast.id}`);
    const follow = page.getByTestId("follow");
    await follow.getByRole("button", { name: `Follow ${podcast.title}` }).click();
    await expect(follow.getByRole("alert")).toHaveText(
      "Could not follow. Check your connection and try again.",
    );
    await expect(follow.getByRole("button", { name: `Follow ${podcast.title}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(follow.getByText("0 followers", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await registerViaApi(page, "pending");
    await page.goto(`/podcasts/${podcast.id}`);
    await expect(follow.getByText(/Only an active account can follow critics and podcasts\./)).toBeVisible();
    await expect(follow.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto("/following");
    await expect(page.getByText(/Only an active account can follow critics and podcasts\./)).toBeVisible();
    await expect(page.getByText(EMPTY_FEED)).toBeVisible();
  });
});
