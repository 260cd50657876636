import { migrate } from "../../db/migrate";
import { criticReviews } from "../../db/schema";
import { startFakeAirtable } from "../../test/fake-airtable";
import { openTestDatabase } from "../../test/test-database";
import { BuiltinCriticDatabase } from "./builtin";
import { describeCriticDbContract } from "./critic-db.contract";

describeCriticDbContract("built-in", async () => {
  const handle = await openTestDatabase();
  await migrate(handle);
  return {
    db: new BuiltinCriticDatabase(handle.db),
    insertDirectly: async (review) => {
      await handle.db.insert(criticReviews).values(review);
    },
    close: () => handle.close(),
  };
});

describeCriticDbContract("Airtable", async () => {
  // The contract is about behaviour, not pacing: a generous limit keeps it fast (pacing has its own tests).
  const { fake, db } = await startFakeAirtable({ requestsPerSecond: 50 });
  return {
    db,
    insertDirectly: async (review) => {
      fake.insert("Reviews", [
        {
          Reviewer: review.reviewer,
          Publication: review.publication,
          Podcast: review.podcast,
          Snippet: review.snippet,
          Rating: review.rating,
          Date: review.date,
          URL: review.url,
        },
      ]);
    },
    close: () => fake.stop(),
  };
});
