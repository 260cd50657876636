import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { createTestApp, setUpTestApp } from "../../test/test-app";

const t = setUpTestApp();

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, signed, and not Secure outside production", async () => {
    const user = await t.createUser();
    const res = await t.client().post("/api/login", { username: user.username, password: user.password });
    const cookie = res.cookies.find((c) => c.name === "cc_session")!;
    expect(cookie).toBeDefined();
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toContain(".");
  });

  it("stores only a hash of the token", async () => {
    const { user, client } = await t.signedIn();
    const token = client.cookieHeader.split("=")[1]!.split(".")[0]!;
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a tampered cookie", async () => {
    const { client } = await t.signedIn();
    const tampered = client.cookieHeader.replace(/=(.)/, (_m, c: string) => `=${c === "a" ? "b" : "a"}`);
    expect((await t.client().get("/api/user", { cookie: tampered })).status).toBe(401);
    expect((await t.client().get("/api/user", { cookie: "cc_session=garbage" })).status).toBe(401);
  });
});

describe("session revocation and expiry", () => {
  it("stops working on the next request once the user is suspended", async () => {
    const { user, client } = await t.signedIn();
    expect((await client.get("/api/user")).status).toBe(200);
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("stops working once the user is deleted, and the session row goes with the user", async () => {
    const { user, client } = await t.signedIn();
    await t.ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await client.get("/api/user")).status).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it.each([
    ["after the idle timeout", "expiresAt"],
    ["at the absolute timeout even when in use", "absoluteExpiresAt"],
  ] as const)("expires %s", async (_when, column) => {
    const { user, client } = await t.signedIn();
    await t.ctx.db
      .update(sessions)
      .set({ [column]: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("writes nothing on a read while less than half the idle time has passed, and extends it after", async () => {
    const { user, client } = await t.signedIn();
    const [before] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await client.get("/api/user");
    const [same] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(same!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
    const soon = new Date(Date.now() + 60_000);
    await t.ctx.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    await client.get("/api/user");
    const [extended] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 3_600_000);
  });

  it("costs one query per signed-in read", async () => {
    const { client } = await t.signedIn();
    const before = t.ctx.database.queryCount();
    await client.get("/api/user");
    expect(t.ctx.database.queryCount() - before).toBe(1);
  });
});

describe("production cookies", () => {
  it("uses the __Host- prefix and Secure", async () => {
    const prod = await createTestApp({ env: { NODE_ENV: "production", APP_URL: "https://critics.example" } });
    try {
      const user = await prod.createUser();
      const res = await prod
        .client()
        .post(
          "/api/login",
          { username: user.username, password: user.password },
          { origin: "https://critics.example" },
        );
      expect(res.status).toBe(200);
      const cookie = res.cookies.find((c) => c.name === "__Host-cc_session")!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.path).toBe("/");
      expect(cookie.domain).toBeUndefined();
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
    } finally {
      await prod.close();
    }
  });
});
