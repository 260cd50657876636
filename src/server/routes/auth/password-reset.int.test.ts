import { COMMON_PASSWORD_MESSAGE, FORGOT_PASSWORD_CONFIRMATION } from "@shared/schemas/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, sessions } from "../../db/schema";
import { startSmtpServer } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: "https://critics.example" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function requestReset(username: string): Promise<string> {
  const res = await t.client().post("/api/forgot-password", { username });
  expect(res.status).toBe(200);
  await t.ctx.worker.drain();
  return res.body.message;
}

const tokenFrom = (text: string) =>
  /https:\/\/critics\.example\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe("forgot and reset password", () => {
  it("sends a reset link by real SMTP, which works once and ends every session", async () => {
    const { user, client } = await t.signedIn({ email: "reset-me@example.com", name: "Reset Me" });
    expect(await requestReset(user.username)).toBe(FORGOT_PASSWORD_CONFIRMATION);
    const mail = await smtp.waitFor((m) => m.to.includes("reset-me@example.com"));
    expect(mail.subject).toContain("Reset your");
    expect(mail.html).toContain("/reset-password/");
    const token = tokenFrom(mail.text)!;
    expect(token.length).toBeGreaterThanOrEqual(22);

    expect((await t.client().get(`/api/validate-reset-token/${token}`)).body).toEqual({ valid: true });
    const reset = await t.client().post("/api/reset-password", { token, password: "brand-new-Secret9" });
    expect(reset.status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const login = await t
      .client()
      .post("/api/login", { username: user.username, password: "brand-new-Secret9" });
    expect(login.status).toBe(200);
    const again = await t.client().post("/api/reset-password", { token, password: "another-Secret9" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Invalid or expired reset token");
    const check = await t.client().get(`/api/validate-reset-token/${token}`);
    expect(check.status).toBe(400);
    expect(check.body).toEqual({
      valid: false,
      code: "validation_failed",
      message: "Invalid or expired reset token",
      errors: { token: "Invalid or expired reset token" },
    });
  });

  it("answers identically for unknown users and users without e-mail, and sends nothing", async () => {
    const noEmail = await t.createUser({ email: null });
    const before = smtp.messages.length;
    expect(await requestReset("no-such-user-anywhere")).toBe(FORGOT_PASSWORD_CONFIRMATION);
    expect(await requestReset(noEmail.username)).toBe(FORGOT_PASSWORD_CONFIRMATION);
    expect(smtp.messages.length).toBe(before);
  });

  it("stores only a hash of the token, valid for one hour", async () => {
    const user = await t.createUser({ email: "hash-check@example.com" });
    await requestReset(user.username);
    const mail = await smtp.waitFor((m) => m.to.includes("hash-check@example.com"));
    const token = tokenFrom(mail.text)!;
    const [row] = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).not.toBe(token);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);

    await t.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await t.client().get(`/api/validate-reset-token/${token}`)).body.valid).toBe(false);
    expect((await t.client().post("/api/reset-password", { token, password: "fine-Secret9" })).status).toBe(
      400,
    );
  });

  it("refuses weak and common passwords at reset without spending the token", async () => {
    const user = await t.createUser({ email: "weak@example.com" });
    await requestReset(user.username);
    const token = tokenFrom((await smtp.waitFor((m) => m.to.includes("weak@example.com"))).text)!;
    const short = await t.client().post("/api/reset-password", { token, password: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe("Password must be at least 6 characters long");
    const common = await t.client().post("/api/reset-password", { token, password: "qwerty123" });
    expect(common.status).toBe(400);
    expect(common.body.errors.password).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await t.client().get(`/api/validate-reset-token/${token}`)).body.valid).toBe(true);
  });

  it("refuses unknown and oversized tokens with a 4xx", async () => {
    expect((await t.client().get("/api/validate-reset-token/not-a-token")).status).toBe(400);
    expect((await t.client().get(`/api/validate-reset-token/${"x".repeat(300)}`)).status).toBe(400);
    const res = await t.client().post("/api/reset-password", { token: "nope", password: "fine-Secret9" });
    expect(res.status).toBe(400);
    expect((await t.client().post("/api/forgot-password", { username: "" })).body.errors.username).toBe(
      "Username is required",
    );
    const nul = await t.client().post("/api/forgot-password", { username: "\u0000" });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe("The field username must not contain NUL characters.");
    const nulToken = await t.client().get("/api/validate-reset-token/a%00b");
    expect(nulToken.status).toBe(400);
    expect(nulToken.body.message).toBeTypeOf("string");
  });
});

describe("welcome e-mail", () => {
  it("arrives by SMTP with a plain-text and an HTML part", async () => {
    await t.client().post("/api/register", {
      username: "welcome_me",
      password: "welcome-Secret9",
      name: "Wel Come",
      email: "welcome@example.com",
    });
    await t.ctx.worker.drain();
    const mail = await smtp.waitFor((m) => m.to.includes("welcome@example.com"));
    expect(mail.subject).toBe("Welcome to Critics' Corner");
    expect(mail.text).toMatch(/^Hello,/);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain("Wel Come");
    expect(mail.html).toContain("<p");
  });
});
