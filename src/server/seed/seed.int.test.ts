import type { PodcastCriticReview } from "@shared/schemas/critics";
import type { Podcast, PodcastPage } from "@shared/schemas/podcast";
import { describe, expect, it } from "vitest";
import { createTestApp, setUpTestApp, TEST_PASSWORD, uniqueUsername } from "../test/test-app";
import { seedDemo } from ".";
import { bannerText } from "./banner";
import { assertNoDemoPasswords, DEMO_ACCOUNTS, seedDemoAccounts } from "./demo-accounts";
import { DEMO_CRITICS } from "./demo-critics";

const t = setUpTestApp();

describe("demo seed", () => {
  it("gives Jordan Vale two publications and 14 reviews, and adds nothing on a second run", async () => {
    await seedDemo(t.ctx);
    await seedDemo(t.ctx);
    const jordan = await t.ctx.criticDb.findCriticName("Jordan Vale");
    expect(jordan?.publications.map((p) => p.name)).toEqual(["The Listening Post", "Audio Atlas Weekly"]);
    expect(await t.ctx.criticDb.countReviews("Jordan Vale")).toBe(14);
    const names = (await t.ctx.criticDb.listCriticNames()).map((n) => n.name);
    expect(names).toEqual(expect.arrayContaining(DEMO_CRITICS.map((c) => c.name)));

    const client = t.client();
    await client.post("/api/login", { username: "critic", password: "corner-critic-demo" });
    const info = await client.get("/api/critic/Jordan%20Vale/info");
    expect(info.body).toMatchObject({ total_reviews: 14, hasMultiplePublications: true });
  });
});

describe("demo critic reviews on the catalogue", () => {
  it("links every demo critic review to its demo podcast, so a new user sees critics' scores at once", async () => {
    await seedDemo(t.ctx);
    const client = t.client();
    const registered = await client.post("/api/register", {
      username: uniqueUsername("newcomer"),
      password: TEST_PASSWORD,
      name: "New Listener",
    });
    expect(registered.status).toBe(201);

    const list = await client.get<PodcastPage>("/api/podcasts?sort=critic-score&pageSize=100");
    expect(list.status).toBe(200);
    const withCritics = list.body.items.filter((p) => p.criticScore.count > 0);
    const scored = list.body.items.filter((p) => p.criticScore.average !== null);
    // Several podcasts have a score from 3 critics (the default minimum), and they lead the list, best first.
    expect(scored.length).toBeGreaterThanOrEqual(5);
    expect(list.body.items.slice(0, scored.length)).toEqual(scored);
    const averages = scored.map((p) => p.criticScore.average!);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));

    // Every demo critic review is linked (the title differs only in case for one of them); each critic
    // counts once per podcast, with their newest review.
    const byTitle = (title: string) =>
      withCritics.find((p) => p.title.toLowerCase() === title.toLowerCase()) as Podcast;
    const newest = new Map<number, Map<string, { date: string; rating: number }>>();
    for (const critic of DEMO_CRITICS) {
      for (const [title, date, rating] of critic.reviews) {
        const podcast = byTitle(title);
        expect(podcast, title).toBeDefined();
        const critics = newest.get(podcast.id) ?? new Map();
        if (!critics.has(critic.name) || critics.get(critic.name).date < date)
          critics.set(critic.name, { date, rating });
        newest.set(podcast.id, critics);
      }
    }
    expect(new Set(withCritics.map((p) => p.id))).toEqual(new Set(newest.keys()));
    for (const podcast of withCritics) {
      const ratings = [...newest.get(podcast.id)!.values()].map((r) => r.rating);
      const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10 + 1e-9) / 10;
      expect(podcast.criticScore, podcast.title).toEqual({
        average: ratings.length >= 3 ? average : null,
        count: ratings.length,
        minimum: 3,
      });
    }
    expect(byTitle("Hardcore History").criticScore).toEqual({ average: null, count: 2, minimum: 3 });
    expect(byTitle("The Daily").criticScore).toEqual({ average: 3.5, count: 4, minimum: 3 });

    // The page still lists every critic review, the twice-reviewed The Daily's both.
    const serial = byTitle("Serial");
    const reviews = await client.get<{ items: PodcastCriticReview[]; total: number }>(
      `/api/podcasts/${serial.id}/critic-reviews`,
    );
    expect(reviews.status).toBe(200);
    expect(reviews.body.total).toBe(3);
    expect(reviews.body.items.find((r) => r.criticName === "Jordan Vale")).toMatchObject({
      criticSlug: "jordan-vale",
      publication: "The Listening Post",
      rating: 4.5,
      date: "2024-02-12",
    });
    const daily = await client.get<{ total: number }>(
      `/api/podcasts/${byTitle("The Daily").id}/critic-reviews`,
    );
    expect(daily.body.total).toBe(5);
  });
});

describe("demo accounts in production", () => {
  it("refuses to start while an account still has its published demo password, naming it", async () => {
    await seedDemo(t.ctx);
    await expect(assertNoDemoPasswords(t.ctx.db)).rejects.toThrow(
      /^Refusing to start in production: the account "admin" still has its published demo password\./,
    );
  });

  it("seeds the accounts with unpublished passwords, which pass the start-up check", async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: "production", APP_URL: "https://critics.example", SEED_DEMO: "1" },
    });
    try {
      await seedDemoAccounts(prod.ctx.db, true);
      await expect(assertNoDemoPasswords(prod.ctx.db)).resolves.toBeUndefined();
      const admin = DEMO_ACCOUNTS[0]!;
      const login = await prod
        .client()
        .post("/api/login", { username: admin.username, password: admin.password });
      expect(login.status).toBe(401);
      // The banner never shows a password in production.
      const banner = bannerText(prod.config, 1);
      for (const account of DEMO_ACCOUNTS) expect(banner).not.toContain(account.password);
    } finally {
      await prod.close();
    }
  });
});
