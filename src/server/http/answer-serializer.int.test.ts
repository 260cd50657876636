import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPodcast, validReview } from "../test/catalogue-fixtures";
import { uniqueCriticName } from "../test/critic-data";
import { publicWrites } from "../test/public-pages";
import { createTestApp, type TestApp } from "../test/test-app";
import type { TestClient } from "../test/test-client";
import { openTestDatabase } from "../test/test-database";

/**
 * Issue 54 item 2 (decision 0076): in production answers are written by serialisers compiled from their
 * schemas, with no check; under NODE_ENV=test each answer is also checked against its schema and against
 * JSON.stringify. The same requests, as the same users, on one database: the two apps answer the same.
 */
let testing: TestApp;
let production: TestApp;

beforeAll(async () => {
  const database = await openTestDatabase();
  testing = await createTestApp({ database });
  // The production app shares the database; the test app closes it.
  production = await createTestApp({
    database: { ...database, close: async () => {} },
    env: { NODE_ENV: "production", ALLOW_HTTP: "1" },
  });
});
afterAll(async () => {
  await production?.close();
  await testing?.close();
});

/** The same account signed in on both apps (each has its own cookie name in production). */
async function signedInOnBoth(role: "admin" | "critic") {
  const user = await testing.createUser({ role, status: "active" });
  const clients: TestClient[] = [];
  for (const app of [testing, production]) {
    const client = app.client();
    expect(
      (await client.post("/api/login", { username: user.username, password: user.password })).status,
    ).toBe(200);
    clients.push(client);
  }
  return clients as [TestClient, TestClient];
}

describe("answers in production and under test", () => {
  it("are the same for representative reads, writes and errors", async () => {
    const [asTest, asProduction] = await signedInOnBoth("critic");
    const [adminTest, adminProduction] = await signedInOnBoth("admin");
    const podcast = await addPodcast(testing.ctx, { title: "Serialised Twice" });
    const writes = publicWrites(testing);
    const critic = await writes.critic(uniqueCriticName("Serialised"));
    await writes.deliveredReview(critic.client, "Serialised Twice");
    await writes.editBio(critic.client, "Writes once, reads everywhere.");

    const created = await asProduction.post("/api/reviews", validReview(podcast.id));
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(
      Object.keys((await asTest.get(`/api/podcasts/${podcast.id}`)).body.myReview).sort(),
    );

    const reads: [string, "member" | "admin" | "anyone"][] = [
      ["/api/config", "anyone"],
      ["/api/session", "member"],
      ["/api/user", "member"],
      ["/api/podcasts?page=1&pageSize=5&sort=title", "member"],
      [`/api/podcasts/${podcast.id}`, "member"],
      [`/api/podcasts/${podcast.id}/reviews`, "member"],
      [`/api/podcasts/${podcast.id}/critic-reviews`, "member"],
      ["/api/search/podcasts?q=serialised", "member"],
      ["/api/critics?period=all", "anyone"],
      [`/api/critics/${critic.slug}`, "anyone"],
      ["/api/admin/stats", "admin"],
      ["/api/users?page=1&pageSize=10", "admin"],
      ["/api/admin/audit", "admin"],
      ["/api/podcasts/999999999", "member"],
      ["/api/podcasts/x", "member"],
      ["/api/admin/stats", "member"],
      ["/api/user", "anyone"],
    ];
    for (const [url, who] of reads) {
      const [onTest, onProduction] =
        who === "admin"
          ? [adminTest, adminProduction]
          : who === "member"
            ? [asTest, asProduction]
            : [testing.client(), production.client()];
      const expected = await onTest.get(url);
      const actual = await onProduction.get(url);
      expect([actual.status, actual.body], url).toEqual([expected.status, expected.body]);
    }

    const refusedOnTest = await asTest.post("/api/reviews", { podcastId: podcast.id, rating: 9 });
    const refusedOnProduction = await asProduction.post("/api/reviews", { podcastId: podcast.id, rating: 9 });
    expect(refusedOnProduction.status).toBe(400);
    expect(refusedOnProduction.body).toEqual(refusedOnTest.body);
  });
});
