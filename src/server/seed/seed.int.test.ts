import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedDemo } from ".";
import { bannerText } from "./banner";
import { assertNoDemoPasswords, DEMO_ACCOUNTS, seedDemoAccounts } from "./demo-accounts";

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
    expect(await t.ctx.criticDb.countReviews("Jordan Vale")).toBe(14);
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
