import { sql } from "drizzle-orm";

/** An upsert of critic_reviews takes the review's content from the row it tried to insert. */
export const reviewContentFromInsert = {
  reviewer: sql`excluded.reviewer`,
  publication: sql`excluded.publication`,
  podcast: sql`excluded.podcast`,
  snippet: sql`excluded.snippet`,
  rating: sql`excluded.rating`,
  date: sql`excluded.date`,
  url: sql`excluded.url`,
};
