import type { Genre } from "@shared/constants/genres";
import { type PodcastInput, podcastInputSchema } from "@shared/schemas/podcast";
import type { AppContext } from "../context";
import type { PodcastRow } from "../db/schema";
import { insertPodcast } from "../services/podcasts/admin-podcasts";

let n = 0;

/** A podcast title no other test uses (titles are unique per publisher). */
export const uniqueTitle = (base: string) => `${base} ${process.pid}t${Date.now().toString(36)}${n++}`;

/** Adds a podcast straight through the service (counts included). */
export async function addPodcast(
  ctx: AppContext,
  overrides: Partial<PodcastInput> & { category?: Genre } = {},
): Promise<PodcastRow> {
  n++;
  const values = podcastInputSchema.parse({
    title: `Test Podcast ${n} ${Date.now().toString(36)}`,
    publisher: "Test Publisher",
    description: "A podcast made for a test.",
    category: "Technology",
    tags: ["test"],
    website: "https://example.com",
    ...overrides,
  });
  return ctx.db.transaction((tx) => insertPodcast(tx, values));
}

export const validReview = (podcastId: number, rating = 4) => ({
  podcastId,
  title: "A fine listen",
  content: "Thoughtful, well produced and worth your time.",
  rating,
});
