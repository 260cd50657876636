import type { Review, ReviewAuthor } from "@shared/schemas/review";
import type { ReviewRow } from "../../db/schema";

export function toReview(row: ReviewRow, author: ReviewAuthor): Review {
  return {
    id: row.id,
    userId: row.userId,
    podcastId: row.podcastId,
    episodeId: row.episodeId,
    title: row.title,
    content: row.content,
    rating: row.rating,
    containsSpoilers: row.containsSpoilers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { id: author.id, name: author.name, username: author.username },
    hidden: row.hiddenAt !== null,
  };
}
