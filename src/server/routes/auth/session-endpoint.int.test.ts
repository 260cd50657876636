import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { setUpTestApp } from "../../test/test-app";

const t = setUpTestApp();

describe("GET /api/session (the client's session call) next to GET /api/user", () => {
  it("answers 200 { user: null } signed out, while GET /api/user keeps its 401", async () => {
    const session = await t.client().get("/api/session");
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: null });
    expect((await t.client().get("/api/user")).status).toBe(401);
  });

  it("answers the same { user } as GET /api/user when signed in", async () => {
    const { user, client } = await t.signedIn();
    const session = await client.get("/api/session");
    const me = await client.get("/api/user");
    expect(session.status).toBe(200);
    expect(session.body).toEqual(me.body);
    expect(session.body.user).toMatchObject({ id: user.id, username: user.username });
    expect(JSON.stringify(session.body)).not.toMatch(/password|hash|token/i);
  });

  it("answers { user: null } for a garbage cookie and once the user is suspended", async () => {
    expect((await t.client().get("/api/session", { cookie: "cc_session=garbage" })).body).toEqual({
      user: null,
    });
    const { user, client } = await t.signedIn();
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    const session = await client.get("/api/session");
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: null });
  });

  it("answers { user: null } after logout", async () => {
    const { client } = await t.signedIn();
    await client.post("/api/logout");
    expect((await client.get("/api/session")).body).toEqual({ user: null });
  });
});
