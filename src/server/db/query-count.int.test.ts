import { describe, expect, it } from "vitest";
import { addPodcast, validReview } from "../test/catalogue-fixtures";
import { setUpTestApp } from "../test/test-app";

// The driver-level query counter behind db_queries_total, and the proof that reads cost a constant number
// of statements however many reviews a podcast has (no N+1).
const t = setUpTestApp({ env: { METRICS_ENABLED: "1" } });

const queriesOf = async (request: () => Promise<{ status: number }>) => {
  const before = t.ctx.database.queryCount();
  const response = await request();
  expect(response.status).toBeLessThan(300);
  return t.ctx.database.queryCount() - before;
};

const scrapeQueries = async () => {
  const text = (await t.client().get("/metrics")).text;
  const line = text.split("\n").find((l) => l.startsWith("db_queries_total "));
  expect(line, "db_queries_total in /metrics").toBeDefined();
  return Number(line!.split(" ")[1]);
};

describe("SQL statements per request", () => {
  it("stay the same for a podcast, its reviews and the signed-in user whether it has 1 review or 12", async () => {
    const podcast = await addPodcast(t.ctx);
    const viewer = await t.signedIn();
    expect((await viewer.client.post("/api/reviews", validReview(podcast.id, 4))).status).toBe(201);

    const cost = async () => ({
      user: await queriesOf(() => viewer.client.get("/api/user")),
      podcast: await queriesOf(() => viewer.client.get(`/api/podcasts/${podcast.id}`)),
      reviews: await queriesOf(() => viewer.client.get(`/api/podcasts/${podcast.id}/reviews`)),
      search: await queriesOf(() => viewer.client.get("/api/search/podcasts?q=test")),
    });
    const few = await cost();
    // Every instance answers a known session from memory (SessionStore's cache, decision 0075).
    const { user, ...reads } = few;
    expect(user).toBe(0);
    for (const n of Object.values(reads)) expect(n).toBeGreaterThan(0);

    for (let i = 0; i < 11; i++) {
      const other = await t.signedIn();
      expect((await other.client.post("/api/reviews", validReview(podcast.id, 1 + (i % 4)))).status).toBe(
        201,
      );
    }
    const list = await viewer.client.get(`/api/podcasts/${podcast.id}/reviews`);
    expect(list.body.length).toBeGreaterThanOrEqual(10);
    expect(await cost()).toEqual(few);
  });

  it("counts writes with their transaction, the same for every new review", async () => {
    const writes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const podcast = await addPodcast(t.ctx);
      const { client } = await t.signedIn();
      writes.push(await queriesOf(() => client.post("/api/reviews", validReview(podcast.id, 3))));
    }
    // A review write is a transaction: at least BEGIN, the insert, the aggregates and COMMIT.
    expect(writes[0]).toBeGreaterThanOrEqual(4);
    expect(new Set(writes).size).toBe(1);
  });

  it("are exposed as db_queries_total at /metrics, moving by what the requests cost", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    const before = await scrapeQueries();
    const cost = await queriesOf(() => client.get(`/api/podcasts/${podcast.id}`));
    const after = await scrapeQueries();
    expect(after - before).toBeGreaterThanOrEqual(cost);
    expect(after - before).toBeLessThanOrEqual(cost + 2);
  });
});
