import { addPodcastViaApi, DEMO, expect, signInViaApi, test, unique } from "./support/fixtures";

/** A one-pixel PNG: what a podcast's own cover image answers in these tests (no request leaves the machine). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("speed without errors", () => {
  test("a signed-out visitor's console stays clean, and the page holds the session: no session call", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const failed: string[] = [];
    const asked: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      asked.push(url.pathname);
      if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("button", { name: "Login" }).last()).toBeVisible();
    await page.goto("/critic/add-review");
    await expect(page).toHaveURL(/\/auth\?next=/);
    await expect(page.getByLabel("Username")).toBeVisible();
    // The session and the installation's texts came with the page (decision 0047).
    expect(asked).not.toContain("/api/session");
    expect(asked).not.toContain("/api/config");
    expect(asked).not.toContain("/api/user");
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the forms' validation runs under the Content Security Policy without a violation report", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspReports: string[] }).cspReports = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { cspReports: string[] }).cspReports.push(
          `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`,
        ),
      );
    });
    await page.goto("/auth");
    // An empty submit: the sign-in form's validation (zod) is fetched and runs.
    await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports)).toEqual([]);
  });

  test("/auth carries a title, a description and its canonical address", async ({ page }) => {
    await page.goto("/auth?next=%2Fprofile");
    await expect(page).toHaveTitle(/Login · Critics' Corner/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/auth$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /podcast critics/);
  });

  test("a podcast page opened from outside arrives drawn with its data and its generated art, no request for either", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.critic);
    const first = await page.request.get("/api/podcasts?page=1&sort=title");
    const podcast = ((await first.json()) as { items: { id: number; title: string; coverImage: string }[] })
      .items[0]!;
    expect(podcast.coverImage).toBe(`/api/podcasts/${podcast.id}/cover.svg`);
    await page.goto(`/podcasts/${podcast.id}`);
    await expect(page.getByRole("heading", { level: 1, name: podcast.title })).toBeVisible();
    // The generated art is rendered in the page (decision 0068): in the HTML as it arrived, not an image.
    const cover = page.getByRole("img", { name: `Cover art for ${podcast.title}` });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((element) => element.tagName)).toBe("DIV");
    const html = await (await page.request.get(`/podcasts/${podcast.id}`)).text();
    expect(html).toContain(`aria-label="Cover art for ${podcast.title}"`);
    expect(html).not.toContain('as="image"');

    // The first data came in the page, rendered and as JSON for the queries (decision 0059): never asked for.
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname + new URL(e.name).search),
    );
    expect(fetched).not.toContain("/api/session"); // in the page (decision 0047)
    expect(fetched).not.toContain(`/api/podcasts/${podcast.id}`);
    expect(fetched).not.toContain(`/api/podcasts/${podcast.id}/critic-reviews?page=1&pageSize=10`);
    expect(fetched).not.toContain(`/api/podcasts/${podcast.id}/reviews?page=1&pageSize=20`);
    await expect(page.getByTestId("review-count")).toBeVisible();
    expect(fetched.filter((path) => path.endsWith("/cover.svg"))).toEqual([]);
  });

  test("a podcast with a cover image of its own has it started by the HTML, once", async ({
    page,
    baseURL,
  }) => {
    const image = "https://covers.e2e.example/own-cover.png";
    const id = await addPodcastViaApi(baseURL!, { title: `Own Cover ${unique("c")}`, coverImage: image });
    await page.route(image, (route) => route.fulfill({ contentType: "image/png", body: PNG }));
    await signInViaApi(page, DEMO.critic);
    await page.goto(`/podcasts/${id}`);
    const cover = page.locator("main img").first();
    await expect(cover).toHaveAttribute("src", image);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const by = await page.evaluate(
      (url) => performance.getEntriesByName(url).map((e) => (e as PerformanceResourceTiming).initiatorType),
      image,
    );
    expect(by).toEqual(["link"]);

    // An image that fails to load gives way to the generated art.
    const broken = "https://covers.e2e.example/gone.png";
    const title = `Gone Cover ${unique("c")}`;
    const other = await addPodcastViaApi(baseURL!, { title, coverImage: broken });
    await page.route(broken, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/podcasts/${other}`);
    const art = page.getByRole("img", { name: `Cover art for ${title}` });
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((element) => element.tagName)).toBe("DIV");
    await expect(art).toContainText("Gone Cover");
  });

  test("hovering a podcast fetches its page's code and first data before the click, which then uses them", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/");
    const card = page.locator('main li a[href^="/podcasts/"]').first();
    await expect(card).toBeVisible();
    const href = (await card.getAttribute("href"))!;
    const id = href.split("/").at(-1);
    const api: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/podcasts/")) api.push(`${url.pathname}${url.search}`);
    });

    const detail = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/podcasts/${id}`);
    const reviews = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/podcasts/${id}/reviews`);
    const criticReviews = page.waitForRequest(
      (r) => new URL(r.url()).pathname === `/api/podcasts/${id}/critic-reviews`,
    );
    await card.hover();
    await Promise.all([detail, reviews, criticReviews]);
    // The page's chunk is in the browser by now (fetched once the card was on screen, or on hover).
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((e) => /\/assets\/podcast-page-[\w-]+\.js$/.test(e.name)),
        ),
      )
      .toBe(true);

    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByTestId("review-count")).toBeVisible();
    const critics = page.getByRole("region", { name: "Critics" });
    await expect(
      critics.getByRole("article").or(critics.getByText("No critic reviews yet.")).first(),
    ).toBeVisible();
    // The click took the hovered answers: each was asked for once.
    expect(api.filter((u) => u === `/api/podcasts/${id}`)).toHaveLength(1);
    expect(api.filter((u) => u.startsWith(`/api/podcasts/${id}/reviews`))).toHaveLength(1);
    expect(api.filter((u) => u.startsWith(`/api/podcasts/${id}/critic-reviews`))).toHaveLength(1);
  });

  test("after a hover, a click draws the page with its data in its first render, the first screen's cards first", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/my-reviews");
    await expect(page.getByTestId("critic-review-card").first()).toBeVisible();
    const home = page.locator('header a[href="/"]').first();
    const catalogue = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/podcasts");
    await home.hover();
    await (await catalogue).finished();
    // The page has the answer's body (its resource timing is written once the body is in), and has read it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname === "/api/podcasts"),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // From here every change to the page is recorded: was the catalogue ever a skeleton, and how many cards
    // did the first rendering of its list hold.
    await page.evaluate(() => {
      const seen = { skeleton: false, firstCards: -1 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('ul[aria-label="Loading podcasts"]')) seen.skeleton = true;
        const cards = document.querySelectorAll('ul[aria-label="Podcasts"] > li').length;
        if (seen.firstCards < 0 && cards > 0) seen.firstCards = cards;
      }).observe(document, { childList: true, subtree: true });
    });
    await home.click();
    await expect(page.getByRole("list", { name: "Podcasts" }).getByRole("listitem")).toHaveCount(24);
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown }).seen);
    // Decision 0066: the hovered answer is the query's data at once, and the cards below the first screen
    // follow the first rendering instead of holding it up.
    expect(seen).toEqual({ skeleton: false, firstCards: 6 });
  });

  test("the users page's row menus come when an administrator reaches for one, and open on that press", async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.admin);
    const menuCode = /\/assets\/user-actions-menu-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (menuCode.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/admin/users");
    // Other tests add users: the demo critic is found by name, not looked for on the first page.
    await page.getByLabel("Search").fill(DEMO.critic.username);
    const button = page.getByRole("button", { name: `Actions for ${DEMO.critic.username}`, exact: true });
    await expect(button).toBeVisible();
    await page.waitForLoadState("load");
    expect(fetched).toHaveLength(0);
    await button.click();
    await expect(page.getByRole("menuitem", { name: "Check Milestone" })).toBeVisible();
    expect(fetched).toHaveLength(1);
  });

  test("links on screen fetch their pages' code only after the page has loaded and is on screen, one page at a time", async ({
    page,
    baseURL,
  }) => {
    // A catalogue page whose first row has an image of its own (generated art is rendered in the page).
    const title = `Slow Cover ${unique("c")}`;
    const image = "https://covers.e2e.example/slow-cover.png";
    await addPodcastViaApi(baseURL!, { title, coverImage: image });
    await signInViaApi(page, DEMO.critic);
    // Each page chunk held back for a moment, so that two fetched at once would overlap.
    await page.route(/\/assets\/[\w-]+-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    // The covers slow to come, as on a phone: the chunks wait for them (decision 0048), not just for `load`.
    await page.route(image, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ contentType: "image/png", body: PNG });
    });
    await page.goto(`/?q=${encodeURIComponent(title)}`);
    await expect(page.locator('main li a[href^="/podcasts/"]').first()).toBeVisible();
    const chunk = /\/assets\/(podcast-page|dashboard-page|my-reviews-page|add-review-page)-[\w-]+\.js$/;
    // With no hover, the pages linked from the header and the catalogue arrive by themselves.
    await expect
      .poll(
        () =>
          page.evaluate(
            (source) =>
              performance.getEntriesByType("resource").filter((e) => new RegExp(source).test(e.name)).length,
            chunk.source,
          ),
        { timeout: 15_000 },
      )
      .toBe(4);
    const timing = await page.evaluate(async (source) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      // When the catalogue was on screen (decision 0048): its content painted, the covers its HTML preloads in.
      const covers = [...document.querySelectorAll<HTMLLinkElement>("link[rel=preload][as=image]")].map(
        (link) => link.href,
      );
      const paints = await new Promise<LargestContentfulPaint[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries() as LargestContentfulPaint[])).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const content = paints.find((entry) => entry.element?.closest("main"))?.startTime;
      const coverEnds = covers.map(
        (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.responseEnd,
      );
      const shown =
        content === undefined || coverEnds.length === 0 || coverEnds.includes(undefined)
          ? null
          : Math.max(content, ...(coverEnds as number[]));
      const chunks = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => new RegExp(source).test(e.name))
        .map((e) => ({ start: e.startTime, end: e.responseEnd }))
        .sort((a, b) => a.start - b.start);
      return { loaded: navigation.loadEventEnd, shown, chunks };
    }, chunk.source);
    expect(timing.shown).not.toBeNull();
    let before: { end: number } | null = null;
    for (const c of timing.chunks) {
      expect(c.start).toBeGreaterThanOrEqual(timing.loaded);
      expect(c.start).toBeGreaterThanOrEqual(timing.shown!);
      // The next one starts only when the one before it has arrived.
      if (before) expect(c.start).toBeGreaterThanOrEqual(before.end);
      before = c;
    }
  });

  test("robots.txt is a real robots file, and a missing file is a 404, not the app", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    expect((await request.get("/assets/no-such-chunk-123.js")).status()).toBe(404);
    expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
  });
});
