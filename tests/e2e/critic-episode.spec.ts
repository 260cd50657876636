import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expectNoHorizontalScroll } from "./support/critic";
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

// Issue 52 items 4 and 5, the critic side: Add Review offers the picked podcast's episodes, and a critic
// review of an episode shows on the episode's page, apart from the members' reviews.
const EPISODES = ["The harbour at dawn", "The lighthouse keeper", "The tide comes in"];
const FEED = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Critic episode feed</title>
${EPISODES.map(
  (title, i) => `<item><title>${title}</title><guid isPermaLink="false">crit-ep-${i}</guid>
<pubDate>${new Date(Date.UTC(2026, 4, 1 + i)).toUTCString()}</pubDate>
<enclosure url="https://cdn.example/crit-ep-${i}.mp3" type="audio/mpeg" length="1000"/></item>`,
).join("\n")}
</channel></rss>`;

const server = http.createServer((_, response) =>
  response.writeHead(200, { "content-type": "application/rss+xml" }).end(FEED),
);
test.beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A catalogue podcast whose feed (this test's server) has been read; its title and episodes' ids by title. */
async function podcastWithEpisodes(baseURL: string) {
  const title = `Harbour Critics ${unique("h")}`;
  const port = (server.address() as AddressInfo).port;
  const id = await addPodcastViaApi(baseURL, {
    title,
    feedUrl: `http://127.0.0.1:${port}/${unique("feed")}.xml`,
  });
  const api = await adminApi(baseURL);
  expect((await api.post(`/api/admin/podcasts/${id}/feed/refresh`)).status()).toBe(202);
  await expect
    .poll(async () => (await (await api.get(`/api/admin/podcasts/${id}/feed`)).json()).episodeCount)
    .toBe(EPISODES.length);
  const page = await (await api.get(`/api/podcasts/${id}/episodes?pageSize=10`)).json();
  await api.dispose();
  const episodeId = new Map<string, number>(
    page.items.map((e: { id: number; title: string }) => [e.title, e.id]),
  );
  return { title, episodeId };
}

/** A new account with its own critic name, signed in on the page: its reviews are its test's alone. */
async function newCritic(page: Page, baseURL: string): Promise<string> {
  const name = `Tide Critic ${unique("").slice(1).toUpperCase()}`;
  const api = await adminApi(baseURL);
  const created = await api.post("/api/admin/critic-names", {
    data: { name, publication: `${name} Weekly` },
  });
  expect(created.status(), await created.text()).toBe(201);
  await registerViaApi(page, "tide");
  const me = (await (await page.request.get("/api/user")).json()).user;
  const assigned = await api.put(`/api/users/${me.id}`, { data: { name, role: "critic", status: "active" } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await api.dispose();
  return name;
}

for (const [width, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`a critic review of an episode (${width})`, () => {
    test.use({ viewport });

    test("Add Review offers the podcast's episodes; the review shows on the episode's page", async ({
      page,
      baseURL,
    }) => {
      const { title, episodeId } = await podcastWithEpisodes(baseURL!);
      const critic = await newCritic(page, baseURL!);
      await page.goto("/critic/add-review");
      const form = page.getByRole("form", { name: "Add New Review" });
      // Nothing to offer while the podcast is only typed.
      const podcast = form.getByRole("combobox", { name: "Podcast Name" });
      await podcast.fill(title);
      const episode = form.getByRole("combobox", { name: "Episode" });
      await expect(episode).toHaveCount(0);
      await page.getByRole("option", { name: title, exact: true }).click();

      await expect(episode).toHaveValue("");
      await expect(episode.locator("option")).toHaveText(["The whole podcast", ...[...EPISODES].reverse()]);
      await expect(form.getByText("Review the podcast as a whole, or one episode")).toBeVisible();
      // The keyboard reaches it and chooses with the arrows, as any select.
      await episode.focus();
      await episode.selectOption({ label: "The lighthouse keeper" });
      await expect(episode).toHaveValue(String(episodeId.get("The lighthouse keeper")));
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await form.getByLabel("Review URL").fill("https://tide.example/reviews/lighthouse-keeper");
      const stars = form.getByRole("slider", { name: "Rating" });
      await stars.focus();
      await stars.press("End");
      await form
        .getByLabel("Review Snippet")
        .fill("A patient, salt-stung hour with the last keeper of the light. The best of the season so far.");
      await form.getByRole("button", { name: "Submit Review" }).click();
      await expect(toast(page, "Success!")).toBeVisible();
      // The form is ready for the next review: no podcast, so no episode offered.
      await expect(episode).toHaveCount(0);

      // Delivered in the background, then on the episode's page, apart from the members' reviews.
      const id = episodeId.get("The lighthouse keeper")!;
      await page.goto(`/episodes/${id}`);
      const critics = page.getByRole("region", { name: "Critics" });
      await expect(async () => {
        await page.reload();
        await expect(critics.getByRole("article", { name: `Critic review by ${critic}` })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass();
      await expect(critics.getByText("What professional critics wrote about this episode.")).toBeVisible();
      await expect(page.getByText("No reviews yet. Be the first to write a review!")).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      // My Reviews names the episode; the edit dialog changes it back to the whole podcast.
      await page.goto("/critic/my-reviews");
      const card = page.getByTestId("critic-review-card").filter({ hasText: title });
      await expect(card.getByRole("link", { name: "The lighthouse keeper" })).toHaveAttribute(
        "href",
        `/episodes/${id}`,
      );
      await card.getByRole("button", { name: `Edit review of ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Review" });
      const choice = dialog.getByRole("combobox", { name: "Episode" });
      await expect(choice).toHaveValue(String(id));
      await expectNoAxeViolations(page);
      await choice.selectOption({ label: "The whole podcast" });
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole("link", { name: "The lighthouse keeper" })).toHaveCount(0);
      await page.goto(`/episodes/${id}`);
      await expect(critics.getByText("No critic has reviewed this episode yet.")).toBeVisible();
    });
  });
}
