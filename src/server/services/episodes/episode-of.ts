import { EPISODE_OF_OTHER_PODCAST } from "@shared/schemas/episode";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { episodes } from "../../db/schema";
import { fieldError } from "../../lib/http-error";

/**
 * The episode a review names, when it is one of the reviewed podcast's; otherwise (another podcast's, no
 * such episode, or no catalogue podcast to be one of) a 400 naming `episodeId`. Members' and critics'
 * reviews alike (issue 52 item 4).
 */
export async function episodeOf(
  db: Queryable,
  podcastId: number | null,
  episodeId: number,
): Promise<{ id: number; title: string }> {
  const [row] = await db
    .select({ id: episodes.id, title: episodes.title, podcastId: episodes.podcastId })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  if (!row || podcastId === null || row.podcastId !== podcastId)
    throw fieldError(400, "episodeId", EPISODE_OF_OTHER_PODCAST);
  return { id: row.id, title: row.title };
}
