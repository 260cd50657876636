import type { Page } from "@playwright/test";
import type { CriticReview } from "../../../src/shared/schemas/critic";

/** A critic review as the API answers it, for lists the browser tests pin with page.route. */
export function fakeReview(i: number, overrides: Partial<CriticReview> = {}): CriticReview {
  const day = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
  return {
    id: `rec${String(i).padStart(14, "0")}`,
    reviewer: "Jordan Vale",
    publication: "The Listening Post",
    podcast: `Podcast ${String(i).padStart(3, "0")}`,
    snippet: `Review number ${i}. It has a second sentence. And a third one. And a fourth that hides behind read more.`,
    rating: ((i % 10) + 1) / 2,
    date: day,
    url: `https://example.com/reviews/${i}`,
    podcastId: null,
    episodeId: null,
    episode: null,
    syncStatus: "delivered",
    syncError: null,
    submittedAt: null,
    hidden: false,
    ...overrides,
  };
}

/** Serves the demo critic's review list (both list paths) from the given reviews. */
export async function pinReviews(page: Page, reviews: CriticReview[]): Promise<void> {
  await page.route(/\/api\/(critic\/[^/]+\/reviews|critic-reviews\/[^/]+)$/, (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: reviews }) : route.fallback(),
  );
}

const CATALOGUE = [
  "Serial",
  "Serial Killers",
  "SmartLess",
  "Song Exploder",
  "Stuff You Should Know",
  "The Daily",
  "This American Life",
  "Radiolab",
];

/**
 * Stands in for the catalogue's search (GET /api/search/podcasts?q=): up to 10 `{ id, title }` whose
 * title contains the text. `slow` delays the answer for one text (to prove stale answers are dropped).
 */
export async function mockPodcastSearch(page: Page, slow: { q: string; ms: number } | null = null) {
  const asked: string[] = [];
  await page.route("**/api/search/podcasts?*", async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q") ?? "";
    asked.push(q);
    if (slow && q === slow.q) await new Promise((r) => setTimeout(r, slow.ms));
    const json = CATALOGUE.map((title, i) => ({ id: i + 1, title }))
      .filter((p) => p.title.toLowerCase().includes(q.toLowerCase()))
      .slice(0, 10);
    await route.fulfill({ json }).catch(() => {});
  });
  return asked;
}

/** The PNG's width and height, from its header. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString("hex") !== "89504e470d0a1a0a") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A toast on screen while a modal dialog is open: the dialog hides the rest of the page (toasts
 * included) from the accessibility tree, so this finds it by its markup instead of its role.
 */
export const toastBehindDialog = (page: Page, text: string) =>
  page.locator("li[data-variant]").getByText(text, { exact: true });

/** Nothing makes the page scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) throw new Error(`The page is ${overflow}px wider than the screen`);
}
