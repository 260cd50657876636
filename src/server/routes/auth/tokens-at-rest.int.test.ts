import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "../../adapters/mail/transport";
import { emails } from "../../db/schema";
import type { JobContext } from "../../jobs/worker";
import { logOptions } from "../../logger";
import { markEmailFailed, queueEmail, sendEmailJob } from "../../services/mail/mail-service";
import { passwordResetEmail } from "../../services/mail/templates";
import { startSmtpServer } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Issue 10 item 5: no reset or invitation link in the request log, in the log of e-mails, or at rest. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const logged: string[] = [];
const logger = pino(logOptions("info"), { write: (line: string) => void logged.push(line) });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: "https://critics.example" }, logger });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The send-email handler does not look at its job context. */
const aJob = { isLastAttempt: false } as JobContext;

const tokenFrom = (text: string) =>
  /https:\/\/critics\.example\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe("tokens in clear", () => {
  it("keeps the reset link out of the request log and out of the emails table once sent", async () => {
    const user = await t.createUser({ email: "clear-token@example.com" });
    expect((await t.client().post("/api/forgot-password", { username: user.username })).status).toBe(200);
    await t.ctx.worker.drain();
    const mail = await smtp.waitFor((m) => m.to.includes("clear-token@example.com"));
    const token = tokenFrom(mail.text);

    logged.length = 0;
    expect((await t.client().get(`/api/validate-reset-token/${token}`)).body).toEqual({ valid: true });
    await t.client().get(`/reset-password/${token}?from=mail`);
    await t.client().get(`/api/validate-reset-token/${token}?token=${token}`);
    expect(logged.join("")).toContain("/api/validate-reset-token/[redacted]");
    expect(logged.join("")).toContain("/reset-password/[redacted]");
    expect(logged.join("")).not.toContain(token);

    const rows = await t.ctx.db.select().from(emails).where(eq(emails.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "sent", textBody: null, htmlBody: null });
    expect(rows[0]!.subject).toContain("Reset your");
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("without SMTP logs the recipient, subject and id only, and keeps no body", async () => {
    const user = await t.createUser({ email: "no-smtp@example.com" });
    const link = "https://critics.example/reset-password/secret-link-not-for-logs";
    const id = await queueEmail(t.ctx.db, {
      kind: "password-reset",
      to: "no-smtp@example.com",
      userId: user.id,
      ...passwordResetEmail("Critics' Corner", link),
    });
    const [queued] = await t.ctx.db.select().from(emails).where(eq(emails.id, id));
    expect(queued!.textBody).toContain(link);

    logged.length = 0;
    const logOnly = createMailTransport(undefined, "app@example.com", logger);
    await sendEmailJob(t.ctx.db, logOnly)({ emailId: id }, aJob);
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        emailId: id,
        to: "no-smtp@example.com",
        subject: "Reset your Critics' Corner password",
      }),
    ]);
    expect(logged.join("")).not.toContain("secret-link-not-for-logs");
    const [row] = await t.ctx.db.select().from(emails).where(eq(emails.id, id));
    expect(row).toMatchObject({ status: "logged", textBody: null, htmlBody: null });
  });

  it("clears the body of an e-mail that is given up", async () => {
    const id = await queueEmail(t.ctx.db, {
      kind: "welcome",
      to: "unreachable@example.com",
      subject: "s",
      text: "https://critics.example/reset-password/given-up",
      html: "<p>given-up</p>",
    });
    const failing = { kind: "smtp" as const, close() {}, send: () => Promise.reject(new Error("down")) };
    await expect(sendEmailJob(t.ctx.db, failing)({ emailId: id }, aJob)).rejects.toThrow("down");
    const [waiting] = await t.ctx.db.select().from(emails).where(eq(emails.id, id));
    expect(waiting).toMatchObject({ status: "queued", lastError: "down" });
    expect(waiting!.textBody).toContain("given-up");

    await markEmailFailed(t.ctx.db, id, "down");
    const [failed] = await t.ctx.db.select().from(emails).where(eq(emails.id, id));
    expect(failed).toMatchObject({ status: "failed", textBody: null, htmlBody: null });
  });
});
