import { eq, like, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema";
import { createTestApp, TEST_PASSWORD, type TestApp, uniqueUsername } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_LOGIN_PER_USER: "3", RATE_LIMIT_REGISTER_PER_IP: "4", RATE_LIMIT_FORGOT_PER_USER: "2" },
  });
});
afterAll(() => t.close());

describe("CSRF defence", () => {
  it("refuses state changes from another origin or site, and lets same-origin and plain clients through", async () => {
    const { client } = await t.signedIn();
    expect((await client.post("/api/logout", undefined, { origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await client.post("/api/logout", undefined, { "sec-fetch-site": "cross-site" })).status).toBe(
      403,
    );
    expect((await client.post("/api/logout", undefined, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await client.post("/api/logout", undefined, { origin: "null" })).status).toBe(403);
    expect((await client.get("/api/user")).status).toBe(200);
    expect(
      (
        await client.post("/api/logout", undefined, {
          origin: "http://localhost:5000",
          "sec-fetch-site": "same-origin",
        })
      ).status,
    ).toBe(200);
    const { client: plain } = await t.signedIn();
    expect((await plain.post("/api/logout")).status).toBe(200);
  });

  it("only accepts JSON bodies, so a cross-site form cannot post", async () => {
    const form = await t.client().request("POST", "/api/login", "username=a&password=b", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect(form.body.message).toContain("JSON");
    const text = await t
      .client()
      .request("POST", "/api/login", '{"username":"abc"}', { "content-type": "text/plain" });
    expect(text.status).toBe(415);
  });
});

describe("security headers", () => {
  it("sends a CSP without inline script, and the other headers", async () => {
    const res = await t.client().get("/api/user");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("bad input", () => {
  it("answers malformed JSON, wrong shapes and huge bodies with a 4xx and a message", async () => {
    const cases = [
      await t.client().request("POST", "/api/login", "{not json", { "content-type": "application/json" }),
      await t.client().post("/api/login", [1, 2]),
      await t.client().post("/api/login", "null"),
      await t.client().post("/api/login", { username: { $ne: null }, password: ["x"] }),
      await t
        .client()
        .post("/api/register", { username: "a".repeat(1_100_000), password: TEST_PASSWORD, name: "Big" }),
      await t.client().post("/api/login", { username: "<script>alert(1)</script>", password: "' OR 1=1 --" }),
    ];
    for (const res of cases) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toBeTypeOf("string");
    }
    expect(cases[4]!.status).toBe(413);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.client().get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("/api/nothing-here");
  });
});

describe("rate limits", () => {
  it("locks a username after repeated failed sign-ins, with a 429 that says when to retry", async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.client().post("/api/login", { username: user.username, password: "wrong-password" })).status,
      ).toBe(401);
    }
    const locked = await t.client().post("/api/login", { username: user.username, password: user.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The window opened at the first failure; once it has passed, the username may sign in again.
    await t.ctx.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(
        or(
          eq(rateLimits.key, `login:account:${user.username.toLowerCase()}`),
          like(rateLimits.key, `login:user:${user.username.toLowerCase()}:%`),
        ),
      );
    expect(
      (await t.client().post("/api/login", { username: user.username, password: user.password })).status,
    ).toBe(200);
  });

  it("limits registrations per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post("/api/register", {
        username: uniqueUsername("rl"),
        password: TEST_PASSWORD,
        name: "Rate Limited",
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(4);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits reset requests per username", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.client().post("/api/forgot-password", { username: "limited-user" })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
