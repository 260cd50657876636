import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedDemo } from ".";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo seed", () => {
  it("gives Jordan Vale two publications and 14 reviews, and adds nothing on a second run", async () => {
    await seedDemo(t.ctx);
    await seedDemo(t.ctx);
    const jordan = await t.ctx.criticDb.findCriticName("Jordan Vale");
    expect(jordan?.publications.map((p) => p.name)).toEqual(["The Listening Post", "Audio Atlas Weekly"]);
    expect(jordan?.totalReviews).toBe(14);
    const names = (await t.ctx.criticDb.listCriticNames()).map((n) => n.name);
    expect(names).toEqual(
      expect.arrayContaining(["Jordan Vale", "Morgan Reyes", "Sam Okafor", "Priya Natarajan"]),
    );

    const client = t.client();
    await client.post("/api/login", { username: "critic", password: "corner-critic-demo" });
    const info = await client.get("/api/critic/Jordan%20Vale/info");
    expect(info.body).toMatchObject({ total_reviews: 14, hasMultiplePublications: true });
  });
});
