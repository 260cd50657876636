/**
 * Sign-in limits (docs/decisions/0020): counted before the password is checked, so bursts verify at most
 * the limit; keyed by username and client, so failing on purpose from elsewhere locks nobody out.
 */
import { eq, like, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema";
import { setUpTestApp, type TestApp } from "../../test/test-app";

const t = setUpTestApp({ env: { RATE_LIMIT_LOGIN_PER_USER: "10", RATE_LIMIT_LOGIN_PER_IP: "30" } });

const login = (client: ReturnType<TestApp["client"]>, username: string, password: string) =>
  client.post("/api/login", { username, password });

/** Sets every sign-in counter of a username, as if that many attempts had just been made. */
const setCounters = (username: string, hits: number) =>
  t.ctx.db
    .update(rateLimits)
    .set({ hits, windowStart: sql`now()` })
    .where(
      or(
        eq(rateLimits.key, `login:account:${username.toLowerCase()}`),
        like(rateLimits.key, `login:user:${username.toLowerCase()}:%`),
      ),
    );

describe("sign-in limits", () => {
  it("a parallel burst against one username verifies at most the per-user limit", async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(t.client("10.1.0.1"), user.username, "wrong-password")),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it("a parallel burst from one address verifies at most the per-address limit", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t.client("10.1.0.2"), `nobody-${i}`, "wrong-password")),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it("failures from one client do not lock out the owner: a known browser always gets in", async () => {
    const admin = await t.createUser({ role: "admin" });
    const owner = t.client("10.2.0.1");
    expect((await login(owner, admin.username, admin.password)).status).toBe(200);

    // An attacker on another address uses up its attempts on the administrator's username …
    const attacker = t.client("10.2.0.66");
    for (let i = 0; i < 10; i++)
      expect((await login(attacker, admin.username, "wrong-password")).status).toBe(401);
    const refused = await login(attacker, admin.username, admin.password);
    expect(refused.status).toBe(429);

    // … and many addresses together push the account's counter far up.
    await setCounters(admin.username, 500);

    // The owner's browser (it signed in before) still signs in with the right password …
    expect((await login(owner, admin.username, admin.password)).status).toBe(200);
    // … even from the attacker's own address (same network), where the attacker is refused.
    const ownerOnAttackersNetwork = await t.client("10.2.0.66").request(
      "POST",
      "/api/login",
      { username: admin.username, password: admin.password },
      {
        cookie: owner.cookieHeader,
      },
    );
    expect(ownerOnAttackersNetwork.status).toBe(200);
    expect((await login(t.client("10.2.0.66"), admin.username, admin.password)).status).toBe(429);

    // A client the account has not seen waits at most a minute between attempts; it is not locked out.
    const stranger = await login(t.client("10.2.0.3"), admin.username, admin.password);
    expect(stranger.status).toBe(429);
    const wait = Number(stranger.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(stranger.body.message).toMatch(/^Too many failed login attempts\. Please try again in .+\.$/);
  });

  it("a forged known-device cookie is ignored", async () => {
    const user = await t.createUser();
    const client = t.client("10.3.0.1");
    expect((await login(client, user.username, "wrong-password")).status).toBe(401);
    await setCounters(user.username, 500);
    const res = await client.request(
      "POST",
      "/api/login",
      { username: user.username, password: user.password },
      { cookie: `cc_device=${user.id}:made-up` },
    );
    expect(res.status).toBe(429);
  });

  it("a successful sign-in takes itself off the counts", async () => {
    const user = await t.createUser();
    const client = t.client("10.4.0.1");
    for (let i = 0; i < 9; i++)
      expect((await login(client, user.username, "wrong-password")).status).toBe(401);
    expect((await login(client, user.username, user.password)).status).toBe(200);
    // Successes do not count: many in a row stay within every limit.
    const fresh = t.client("10.4.0.1");
    for (let i = 0; i < 25; i++) expect((await login(fresh, user.username, user.password)).status).toBe(200);
  });
});
