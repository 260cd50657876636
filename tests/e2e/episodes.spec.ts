import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  addPodcastViaApi,
  adminApi,
  expect,
  expectNoAxeViolations,
  PHONE,
  registerViaApi,
  test,
  toast,
  unique,
} from "./support/fixtures";

// Issue 52 item 5: episodes read from a feed served by this test, on the podcast page and their own page.
const items = Array.from({ length: 12 }, (_, i) => ({
  guid: `e2e-${i}`,
  title: `Episode ${i + 1}: the ${["harbour", "lighthouse", "tide"][i % 3]}`,
  date: new Date(Date.UTC(2026, 5, 1 + i)).toUTCString(),
}));
const FEED = `<?xml version="1.0"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>E2E feed</title>
${items
  .map(
    (item) => `<item><title>${item.title}</title><guid isPermaLink="false">${item.guid}</guid>
<pubDate>${item.date}</pubDate><itunes:duration>1:02:03</itunes:duration><itunes:episode>7</itunes:episode>
<description><![CDATA[<p>A <b>walk</b> along the coast.</p>]]></description>
<enclosure url="https://cdn.example/${item.guid}.mp3" type="audio/mpeg" length="1000"/></item>`,
  )
  .join("\n")}
</channel></rss>`;

const server = http.createServer((_, response) =>
  response.writeHead(200, { "content-type": "application/rss+xml" }).end(FEED),
);
test.beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A podcast whose feed is this test's server, refreshed through the administrators' API. */
async function podcastWithEpisodes(baseURL: string): Promise<number> {
  const port = (server.address() as AddressInfo).port;
  const id = await addPodcastViaApi(baseURL, {
    title: `Coastal Walks ${unique("c")}`,
    feedUrl: `http://127.0.0.1:${port}/${unique("feed")}.xml`,
  });
  const api = await adminApi(baseURL);
  expect((await api.post(`/api/admin/podcasts/${id}/feed/refresh`)).status()).toBe(202);
  await expect
    .poll(async () => (await (await api.get(`/api/admin/podcasts/${id}/feed`)).json()).episodeCount)
    .toBe(12);
  await api.dispose();
  return id;
}

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`episodes (${width})`, () => {
    test.use({ viewport });

    test("the podcast page lists episodes; an episode's page shows it and takes a review of it", async ({
      page,
      baseURL,
    }) => {
      const podcastId = await podcastWithEpisodes(baseURL!);
      const author = await registerViaApi(page, "episode_fan");
      await page.goto(`/podcasts/${podcastId}`);
      const list = page.getByRole("region", { name: /Episodes/ });
      await expect(list.getByRole("heading", { name: "Episodes (12)" })).toBeVisible();
      await expect(list.getByRole("link", { name: "Episode 12: the tide", exact: true })).toBeVisible();
      await expect(list.getByText("1 h 02 min").first()).toBeVisible();
      await expect(list.getByRole("link", { name: /Play Episode 12/ })).toHaveAttribute(
        "href",
        "https://cdn.example/e2e-11.mp3",
      );
      await expect(list.getByRole("listitem")).toHaveCount(10);
      await list.getByRole("button", { name: "Load more episodes" }).click();
      await expect(list.getByRole("listitem")).toHaveCount(12);
      await expectNoAxeViolations(page);

      await list.getByRole("link", { name: "Episode 12: the tide", exact: true }).click();
      await expect(page).toHaveURL(/\/episodes\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Episode 12: the tide" })).toBeVisible();
      await expect(page.getByText("A walk along the coast.")).toBeVisible();
      await expect(page.getByText("No reviews yet. Be the first to write a review!")).toBeVisible();

      // The server draws the page, with its JSON-LD.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain('"@type":"PodcastEpisode"');
      expect(html).toContain('"timeRequired":"PT1H2M3S"');

      await page.getByRole("button", { name: "Review this episode" }).click();
      const form = page.getByRole("form", { name: "Write a review" });
      await expect(form.getByLabel("Episode")).toHaveValue(/\d+/);
      await form.getByLabel("Title").fill("A fine tide");
      await form.getByRole("slider", { name: "Rating" }).focus();
      await page.keyboard.press("End");
      await form.getByLabel("Review").fill("The best walk of the series, with the sea loud and close.");
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Submit Review" }).click();
      await expect(toast(page, "Review submitted")).toBeVisible();
      await expect(page.getByText("Average 5.0 out of 5 from 1 review.")).toBeVisible();
      await expect(page.getByRole("article", { name: `Review by ${author.name}` })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
