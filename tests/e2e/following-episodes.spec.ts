import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  addPodcastViaApi,
  adminApi,
  expect,
  expectNoAxeViolations,
  PHONE,
  test,
  unique,
} from "./support/fixtures";
import { activeAccount } from "./support/following";
import { screenshot } from "./support/screenshots";

// Issue 53 item 2 with issue 52: a followed podcast's new episode on the Following page; its back
// catalogue (found by the feed's first refresh) is not news.
test.describe.configure({ timeout: 240_000 });

const item = (guid: string, title: string, date: Date) => `<item><title>${title}</title>
<guid isPermaLink="false">${guid}</guid><pubDate>${date.toUTCString()}</pubDate>
<description><![CDATA[<p>Notes for <b>${title}</b>.</p>]]></description>
<enclosure url="https://cdn.example/${guid}.mp3" type="audio/mpeg" length="1000"/></item>`;
const old = [item("old-1", "An old favourite", new Date(Date.UTC(2025, 0, 5)))];
let items = old;
const server = http.createServer((_, response) =>
  response
    .writeHead(200, { "content-type": "application/rss+xml" })
    .end(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title>${items.join("")}</channel></rss>`,
    ),
);
test.beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function refresh(baseURL: string, id: number, episodes: number) {
  const api = await adminApi(baseURL);
  expect((await api.post(`/api/admin/podcasts/${id}/feed/refresh`)).status()).toBe(202);
  await expect
    .poll(async () => (await (await api.get(`/api/admin/podcasts/${id}/feed`)).json()).episodeCount)
    .toBe(episodes);
  await api.dispose();
}

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test(`a followed podcast's new episode on the Following page (${width})`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const title = `Harbour Tales ${unique("p")}`;
    const port = (server.address() as AddressInfo).port;
    const id = await addPodcastViaApi(baseURL!, {
      title,
      feedUrl: `http://127.0.0.1:${port}/${unique("f")}.xml`,
    });
    items = old;
    await refresh(baseURL!, id, 1);
    await activeAccount(page.request, baseURL!);
    expect((await page.request.put(`/api/podcasts/${id}/follow`)).status()).toBe(204);

    await page.goto("/following");
    await expect(page.getByText("Nothing new yet")).toBeVisible();

    const fresh = `Out this week ${unique("e")}`;
    items = [item(unique("new"), fresh, new Date()), ...old];
    await refresh(baseURL!, id, 2);
    await page.reload();
    const card = page.getByRole("article", { name: `New episode of ${title}: ${fresh}` });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Notes for ${fresh}.`)).toBeVisible();
    await expect(card.getByRole("link", { name: title, exact: true })).toHaveAttribute(
      "href",
      `/podcasts/${id}`,
    );
    await expect(card.getByRole("link", { name: /Listen/ })).toHaveAttribute(
      "href",
      /^https:\/\/cdn\.example\//,
    );
    await expect(page.getByText("An old favourite")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, "issue-53", `following-episode-${width}`, { fullPage: true });

    await card.getByRole("link", { name: fresh, exact: true }).click();
    await expect(page).toHaveURL(/\/episodes\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: fresh })).toBeVisible();
  });
}
