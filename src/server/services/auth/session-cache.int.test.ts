import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../test/test-app";

/**
 * Every instance keeps sessions in memory, on both databases, and hears every change to them (the change
 * feed, decision 0075): every change takes effect on the next request. Several instances on one
 * PostgreSQL server: src/server/instances.int.test.ts.
 */
const t = setUpTestApp();

const statements = async (work: () => Promise<unknown>) => {
  const before = t.ctx.database.queryCount();
  await work();
  return t.ctx.database.queryCount() - before;
};

describe("signed-in requests and revocation", () => {
  it("reads the session once, then from memory", async () => {
    const { client } = await t.signedIn();
    expect((await client.get("/api/user")).status).toBe(200);
    expect(await statements(() => client.get("/api/user"))).toBe(0);
  });

  it("shows a profile change, a role change made in SQL, and a suspension on the very next request", async () => {
    const { user, client } = await t.signedIn({ name: "Before Name" });
    const admin = await t.signedIn({ role: "admin" });
    expect((await client.get("/api/user")).body.user.name).toBe("Before Name");

    expect((await client.patch(`/api/users/${user.id}`, { name: "After Name" })).status).toBe(200);
    expect((await client.get("/api/user")).body.user.name).toBe("After Name");

    await t.ctx.db.execute(sql`update users set role = 'admin' where id = ${user.id}`);
    expect((await client.get("/api/user")).body.user.role).toBe("admin");
    await t.ctx.db.execute(sql`update users set role = 'critic' where id = ${user.id}`);
    expect((await client.get("/api/admin/stats")).status).toBe(403);

    expect((await admin.client.put(`/api/users/${user.id}`, { status: "suspended" })).status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("ends a session on logout, on deletion and when it expires, even if it was just used", async () => {
    const first = await t.signedIn();
    expect((await first.client.get("/api/user")).status).toBe(200);
    const cookie = first.client.cookieHeader;
    expect((await first.client.post("/api/logout")).status).toBe(200);
    expect((await t.client().get("/api/user", { cookie })).status).toBe(401);

    const second = await t.signedIn();
    const admin = await t.signedIn({ role: "admin" });
    expect((await second.client.get("/api/user")).status).toBe(200);
    expect((await admin.client.delete(`/api/users/${second.user.id}`)).status).toBe(200);
    expect((await second.client.get("/api/user")).status).toBe(401);

    const third = await t.signedIn();
    expect((await third.client.get("/api/user")).status).toBe(200);
    await t.ctx.db.execute(
      sql`update sessions set absolute_expires_at = now() - interval '1 second' where user_id = ${third.user.id}`,
    );
    expect((await third.client.get("/api/user")).status).toBe(401);
  });

  it("forgets a session whose user changed while it was being looked up", async () => {
    const { user, client } = await t.signedIn({ name: "Racing Name" });
    const [, renamed] = await Promise.all([
      client.get("/api/user"),
      t.ctx.db.execute(sql`update users set name = 'Raced Name' where id = ${user.id}`),
    ]);
    expect(renamed).toBeDefined();
    expect((await client.get("/api/user")).body.user.name).toBe("Raced Name");
  });
});
