import { COMMON_PASSWORD_MESSAGE } from "@shared/schemas/auth";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emails, sessions, users } from "../../db/schema";
import { setUpTestApp, TEST_PASSWORD, uniqueUsername } from "../../test/test-app";

const t = setUpTestApp();

describe("POST /api/register", () => {
  it("creates a pending critic, signs them in and answers { user } without secrets", async () => {
    const client = t.client();
    const username = uniqueUsername("reg");
    const res = await client.post("/api/register", {
      username,
      password: TEST_PASSWORD,
      name: "Casey Critic",
      email: "Casey@Example.com",
      role: "admin",
      status: "active",
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      username,
      name: "Casey Critic",
      email: "casey@example.com",
      role: "critic",
      status: "pending",
      criticName: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|token/i);
    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(username);
  });

  it("queues a welcome e-mail when an e-mail is given, and none without", async () => {
    const withEmail = uniqueUsername("mail");
    await t.client().post("/api/register", {
      username: withEmail,
      password: TEST_PASSWORD,
      name: "Mail Person",
      email: "mail@example.com",
    });
    const withoutEmail = uniqueUsername("nomail");
    const res = await t
      .client()
      .post("/api/register", { username: withoutEmail, password: TEST_PASSWORD, name: "No Mail" });
    expect(res.body.user.email).toBeNull();
    const [withRow] = await t.ctx.db.select().from(users).where(eq(users.username, withEmail));
    const [withoutRow] = await t.ctx.db.select().from(users).where(eq(users.username, withoutEmail));
    expect(await t.ctx.db.select().from(emails).where(eq(emails.userId, withRow!.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(emails).where(eq(emails.userId, withoutRow!.id))).toHaveLength(0);
  });

  it("refuses a taken username, whatever its case, with 409", async () => {
    const username = uniqueUsername("dup");
    expect(
      (await t.client().post("/api/register", { username, password: TEST_PASSWORD, name: "First" })).status,
    ).toBe(201);
    const res = await t
      .client()
      .post("/api/register", { username: username.toUpperCase(), password: TEST_PASSWORD, name: "Second" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Username already exists. Please choose another.");
  });

  it.each([
    [{ username: "ab" }, "username", "Username must be at least 3 characters"],
    [{ password: "12345" }, "password", "Password must be at least 6 characters"],
    [{ name: "A" }, "name", "Name must be at least 2 characters"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email"],
    [{ password: "password123" }, "password", COMMON_PASSWORD_MESSAGE],
    [
      { username: "robert'); drop table users;--" },
      "username",
      "Username may contain only letters, numbers and . _ - @",
    ],
    [{ username: 42 }, "username", "Expected text"],
    [{ username: undefined }, "username", "Required"],
  ])("answers 400 for %j with the spec's message", async (override, field, message) => {
    const body = {
      username: uniqueUsername("bad"),
      password: TEST_PASSWORD,
      name: "Valid Name",
      ...override,
    };
    const res = await t.client().post("/api/register", body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(res.body.message).toBeTypeOf("string");
  });

  it("accepts a 64-character password and stores HTML in names as plain text", async () => {
    const client = t.client();
    const res = await client.post("/api/register", {
      username: uniqueUsername("long"),
      password: "x".repeat(40) + "Unusual!Pass#2024-abcdefghijkl".slice(0, 24),
      name: "<b>Bold</b> & co",
    });
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBe("<b>Bold</b> & co");
  });

  it("stores nothing when the request is refused", async () => {
    const username = uniqueUsername("none");
    await t.client().post("/api/register", { username, password: "123", name: "Nope" });
    expect(await t.ctx.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
  });
});

describe("POST /api/login and /api/logout", () => {
  it("signs in an active user, records the last login and answers { user }", async () => {
    const user = await t.createUser();
    const client = t.client();
    const res = await client.post("/api/login", {
      username: user.username.toUpperCase(),
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, username: user.username, role: "critic" });
    expect(res.body.user.lastLogin).not.toBeNull();
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it("lets pending users sign in", async () => {
    const user = await t.createUser({ status: "pending" });
    expect(
      (await t.client().post("/api/login", { username: user.username, password: user.password })).status,
    ).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown user", async () => {
    const user = await t.createUser();
    const wrong = await t
      .client()
      .post("/api/login", { username: user.username, password: "wrong-password" });
    const unknown = await t
      .client()
      .post("/api/login", { username: "nobody-here", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: "invalid_credentials", message: "Invalid username or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses suspended users with a clear message", async () => {
    const user = await t.createUser({ status: "suspended" });
    const res = await t.client().post("/api/login", { username: user.username, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your account has been suspended. Please contact an administrator.");
  });

  it("validates credentials with the spec's messages", async () => {
    const res = await t.client().post("/api/login", { username: "ab", password: "12345" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 6 characters",
    });
  });

  it("refuses NUL characters and lone surrogates in credentials with a 400, not a database error", async () => {
    const nul = await t.client().post("/api/login", { username: "a\u0000b", password: "some-Passw0rd" });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({
      code: "validation_failed",
      message: "The field username must not contain NUL characters.",
      errors: { username: "Must not contain NUL characters." },
    });
    const lone = await t.client().post("/api/login", { username: "abc", password: "pass\ud800word" });
    expect(lone.status).toBe(400);
    expect(lone.body.errors.password).toBe("Must be valid Unicode text (it has an unpaired surrogate).");
    const register = await t.client().post("/api/register", {
      username: uniqueUsername("nul"),
      password: "some-Pass\u0000w0rd",
      name: "Nul Name",
    });
    expect(register.status).toBe(400);
    expect(register.body.errors).toEqual({ password: "Must not contain NUL characters." });
  });

  it("starts a new session at sign-in and ends the old one", async () => {
    const { user, client } = await t.signedIn();
    const before = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(before).toHaveLength(1);
    await client.post("/api/login", { username: user.username, password: user.password });
    const after = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after).toHaveLength(1);
    expect(after[0]!.tokenHash).not.toBe(before[0]!.tokenHash);
  });

  it("logout deletes the session so the old cookie stops working", async () => {
    const { user, client } = await t.signedIn();
    const cookie = client.cookieHeader;
    const res = await client.post("/api/logout");
    expect(res.status).toBe(200);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await t.client().get("/api/user", { cookie })).status).toBe(401);
  });

  it("logout answers 200 without a session and with an empty JSON body", async () => {
    expect((await t.client().post("/api/logout")).status).toBe(200);
    expect(
      (await t.client().request("POST", "/api/logout", "", { "content-type": "application/json" })).status,
    ).toBe(200);
  });
});
