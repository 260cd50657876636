/**
 * Account basics (issue 11 item 29): a signed-in user changes their password, which ends their other
 * sessions, and can sign out their other sessions on their own.
 */
import { COMMON_PASSWORD_MESSAGE, CURRENT_PASSWORD_INCORRECT } from "@shared/schemas/auth";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens, sessions } from "../../db/schema";
import { createResetToken } from "../../services/auth/reset-tokens";
import { setUpTestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

const t = setUpTestApp({ env: { RATE_LIMIT_LOGIN_PER_USER: "3" } });

const NEW_PASSWORD = "a-fresh-Secret7";

/** A user signed in three times: the client making the calls and two other sessions. */
async function threeSessions() {
  const { user, client } = await t.signedIn();
  const others: TestClient[] = [];
  for (let i = 0; i < 2; i++) {
    const other = t.client();
    expect(
      (await other.post("/api/login", { username: user.username, password: user.password })).status,
    ).toBe(200);
    others.push(other);
  }
  return { user, client, others };
}

const sessionCount = async (userId: number) =>
  (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

const change = (client: TestClient, body: unknown) => client.post("/api/users/me/password", body);

describe("POST /api/users/me/password", () => {
  it("sets the new password, ends every other session and keeps the current one", async () => {
    const { user, client, others } = await threeSessions();
    const res = await change(client, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect((await client.get("/api/user")).status).toBe(200);
    for (const other of others) expect((await other.get("/api/user")).status).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);

    const login = (password: string) => t.client().post("/api/login", { username: user.username, password });
    expect((await login(user.password)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it("spends unused reset links, which would otherwise set a password behind the user's back", async () => {
    const { user, client } = await t.signedIn();
    const token = await createResetToken(t.ctx.db, user.id, "reset", 60_000);
    expect((await change(client, { currentPassword: user.password, newPassword: NEW_PASSWORD })).status).toBe(
      204,
    );
    const unused = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(unused).toHaveLength(0);
    expect((await t.client().get(`/api/validate-reset-token/${token}`)).status).toBe(400);
  });

  it("refuses a wrong current password with 400 on currentPassword, changing nothing", async () => {
    const { user, client, others } = await threeSessions();
    const res = await change(client, { currentPassword: "not-my-password", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "validation_failed",
      message: CURRENT_PASSWORD_INCORRECT,
      errors: { currentPassword: CURRENT_PASSWORD_INCORRECT },
    });
    for (const other of others) expect((await other.get("/api/user")).status).toBe(200);
    const login = await t.client().post("/api/login", { username: user.username, password: user.password });
    expect(login.status).toBe(200);
  });

  it("counts wrong current passwords in the sign-in limits, so it cannot be used to guess", async () => {
    const { user, client } = await t.signedIn();
    const wrong = () => change(client, { currentPassword: "guess-number-x", newPassword: NEW_PASSWORD });
    for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(400);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many failed login attempts/);
    expect(limited.headers["retry-after"]).toBeDefined();
    // Nothing more is checked until the window ends, and signing in from this browser shares the count.
    const right = await change(client, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(right.status).toBe(429);
    const signIn = await client.post("/api/login", { username: user.username, password: user.password });
    expect(signIn.status).toBe(429);
  });

  it("applies the registration and reset rules to the new password", async () => {
    const { user, client } = await t.signedIn();
    const cases: [unknown, Record<string, string>][] = [
      [
        { currentPassword: user.password, newPassword: "short" },
        { newPassword: "Password must be at least 6 characters" },
      ],
      [
        { currentPassword: user.password, newPassword: "x".repeat(129) },
        { newPassword: "Password must be at most 128 characters" },
      ],
      [
        { currentPassword: user.password, newPassword: "password123" },
        { newPassword: COMMON_PASSWORD_MESSAGE },
      ],
      [
        { currentPassword: "", newPassword: NEW_PASSWORD },
        { currentPassword: "Current password is required" },
      ],
      [{ newPassword: NEW_PASSWORD }, { currentPassword: "Required" }],
    ];
    for (const [body, errors] of cases) {
      const res = await change(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toMatchObject(errors);
    }
    const login = await t.client().post("/api/login", { username: user.username, password: user.password });
    expect(login.status).toBe(200);
  });

  it("is 401 when signed out, whatever the body", async () => {
    const res = await change(t.client(), { currentPassword: 1 });
    expect(res.status).toBe(401);
  });
});

describe("DELETE /api/sessions/others", () => {
  it("ends the user's other sessions, keeps the current one and answers how many ended", async () => {
    const { user, client, others } = await threeSessions();
    const bystander = await t.signedIn();
    const res = await client.delete("/api/sessions/others");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await client.get("/api/user")).status).toBe(200);
    for (const other of others) expect((await other.get("/api/user")).status).toBe(401);
    expect((await bystander.client.get("/api/user")).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await client.delete("/api/sessions/others")).body).toEqual({ ended: 0 });
  });

  it("is 401 when signed out", async () => {
    expect((await t.client().delete("/api/sessions/others")).status).toBe(401);
  });
});
