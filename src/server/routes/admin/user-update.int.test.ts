import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sessions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn({ role: "admin", name: "Update Admin" });
  admin = signed.client;
  adminId = signed.user.id;
  for (const name of ["Morgan Reed", "Casey Quill", "Taken Name", "Admin Critic"]) {
    await t.ctx.criticDb.createCriticName({ name, publication: `${name} Weekly` });
  }
});
afterAll(() => t.close());

const auditFor = (userId: number) =>
  t.ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.targetId, String(userId)));

describe("PUT /api/users/:id: assign a critic name", () => {
  it("sets the critic name, role critic, status active and the display name; records it", async () => {
    const user = await t.createUser({ name: "Sam Sign-up", status: "pending" });
    const res = await admin.put(`/api/users/${user.id}`, {
      name: "Morgan Reed",
      role: "critic",
      status: "active",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      name: "Morgan Reed",
      criticName: "Morgan Reed",
      role: "critic",
      status: "active",
    });
    expect(res.text).not.toContain("passwordHash");
    const [entry] = await auditFor(user.id);
    expect(entry).toMatchObject({
      action: "user.assign_critic",
      actorId: adminId,
      targetType: "user",
      targetLabel: user.username,
      before: { name: "Sam Sign-up", criticName: null, status: "pending" },
      after: { name: "Morgan Reed", criticName: "Morgan Reed", status: "active" },
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
  });

  it("accepts the name alone and trims it", async () => {
    const user = await t.createUser({ status: "pending" });
    const res = await admin.put(`/api/users/${user.id}`, { name: "  Casey Quill  " });
    expect(res.body).toMatchObject({ criticName: "Casey Quill", role: "critic", status: "active" });
  });

  it("refuses a critic name that another user holds with 409, and allows re-assigning the same one", async () => {
    const holder = await t.createUser({ criticName: "Taken Name" });
    const other = await t.createUser();
    const res = await admin.put(`/api/users/${other.id}`, {
      name: "Taken Name",
      role: "critic",
      status: "active",
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This critic name is already assigned to another user.");
    const again = await admin.put(`/api/users/${holder.id}`, {
      name: "Taken Name",
      role: "critic",
      status: "active",
    });
    expect(again.status).toBe(200);
  });

  it("refuses an empty name, a role other than critic or a status other than active alongside it", async () => {
    const user = await t.createUser();
    const empty = await admin.put(`/api/users/${user.id}`, { name: "  ", role: "critic", status: "active" });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please select a critic name");
    expect((await admin.put(`/api/users/${user.id}`, { name: "X Y", role: "admin" })).status).toBe(400);
    expect((await admin.put(`/api/users/${user.id}`, { name: "X Y", status: "suspended" })).status).toBe(400);
    expect((await admin.put(`/api/users/${user.id}`, { name: 42 })).status).toBe(400);
  });
});

describe("PUT /api/users/:id: status", () => {
  it("suspends a user and ends their sessions at once; activating lets them sign in again", async () => {
    const { user, client } = await t.signedIn({ role: "critic" });
    expect((await client.get("/api/user")).status).toBe(200);
    const res = await admin.put(`/api/users/${user.id}`, { status: "suspended" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("suspended");
    expect((await client.get("/api/user")).status).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const login = await t.client().post("/api/login", { username: user.username, password: user.password });
    expect(login.status).toBe(403);

    expect((await admin.put(`/api/users/${user.id}`, { status: "active" })).body.status).toBe("active");
    const again = await t.client().post("/api/login", { username: user.username, password: user.password });
    expect(again.status).toBe(200);
    const actions = (await auditFor(user.id)).map((e) => e.action);
    expect(actions).toEqual(["user.suspend", "user.activate"]);
  });

  it("refuses a status outside the allowed values", async () => {
    const user = await t.createUser();
    const res = await admin.put(`/api/users/${user.id}`, { status: "banned" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Status must be one of: active, pending, suspended");
    expect((await admin.put(`/api/users/${user.id}`, { role: "owner" })).body.message).toBe(
      "Role must be one of: admin, critic",
    );
  });

  it("records nothing when nothing changes", async () => {
    const user = await t.createUser({ status: "active" });
    expect((await admin.put(`/api/users/${user.id}`, { status: "active" })).status).toBe(200);
    expect(await auditFor(user.id)).toHaveLength(0);
  });
});

describe("PUT /api/users/:id: email and role", () => {
  it("adds an email, lower-cased", async () => {
    const user = await t.createUser({ email: null });
    const res = await admin.put(`/api/users/${user.id}`, { email: " New.Person@Example.COM " });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe("new.person@example.com");
    const [entry] = await auditFor(user.id);
    expect(entry).toMatchObject({
      action: "user.set_email",
      before: { email: null },
      after: { email: "new.person@example.com" },
    });
  });

  it("refuses an email that is not one", async () => {
    const user = await t.createUser({ email: null });
    for (const email of ["not-an-email", "", "a@", 42]) {
      const res = await admin.put(`/api/users/${user.id}`, { email });
      expect(res.status, String(email)).toBe(400);
      expect(res.body.message, String(email)).toMatch(/Please enter a valid email|Required|Expected text/);
    }
  });

  it("promotes a critic to administrator and back", async () => {
    const user = await t.createUser();
    expect((await admin.put(`/api/users/${user.id}`, { role: "admin" })).body.role).toBe("admin");
    expect((await admin.put(`/api/users/${user.id}`, { role: "critic" })).body.role).toBe("critic");
  });
});

describe("PUT /api/users/:id: bad input", () => {
  it("answers 400 for an empty body, malformed JSON, or an id of the wrong type, and 404 for an unknown id", async () => {
    const user = await t.createUser();
    const empty = await admin.put(`/api/users/${user.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Nothing to update: send a critic name, a status, a role or an email.");
    expect((await admin.put(`/api/users/${user.id}`, { unknown: 1 })).status).toBe(400);
    expect((await admin.put(`/api/users/${user.id}`, "{bad json")).status).toBe(400);
    expect((await admin.put(`/api/users/${user.id}`, [1, 2])).status).toBe(400);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await admin.put(`/api/users/${id}`, { status: "active" });
      expect(res.status, id).toBe(400);
      expect(res.body.message, id).toBe("Invalid user ID");
    }
    const missing = await admin.put("/api/users/999999", { status: "active" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("User not found");
  });
});

describe("administrators and themselves", () => {
  it("cannot suspend, set pending, demote or rename into a critic their own account", async () => {
    for (const body of [
      { status: "suspended" },
      { status: "pending" },
      { role: "critic" },
      { name: "Admin Critic", role: "critic", status: "active" },
    ]) {
      const res = await admin.put(`/api/users/${adminId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    expect((await admin.put(`/api/users/${adminId}`, { status: "suspended" })).body.message).toBe(
      "You cannot suspend or deactivate your own account.",
    );
    expect((await admin.put(`/api/users/${adminId}`, { role: "critic" })).body.message).toBe(
      "You cannot remove your own administrator role.",
    );
    expect((await admin.get("/api/user")).body.user).toMatchObject({ role: "admin", status: "active" });
  });

  it("can add their own email", async () => {
    expect((await admin.put(`/api/users/${adminId}`, { email: "me@example.com" })).status).toBe(200);
  });

  it("cannot remove the last active administrator, even as a pending administrator", async () => {
    const lone = await createTestApp();
    try {
      const { user: active, client: activeClient } = await lone.signedIn({ role: "admin", status: "active" });
      const { user: pending, client: pendingClient } = await lone.signedIn({
        role: "admin",
        status: "pending",
      });
      for (const body of [{ status: "suspended" }, { status: "pending" }, { role: "critic" }]) {
        const res = await pendingClient.put(`/api/users/${active.id}`, body);
        expect(res.status, JSON.stringify(body)).toBe(409);
        expect(res.body.message).toBe("The last active administrator cannot be removed.");
      }
      const del = await pendingClient.delete(`/api/users/${active.id}`);
      expect(del.status).toBe(409);
      expect((await activeClient.put(`/api/users/${pending.id}`, { status: "active" })).status).toBe(200);
      expect((await pendingClient.put(`/api/users/${active.id}`, { status: "suspended" })).status).toBe(200);
    } finally {
      await lone.close();
    }
  });
});
