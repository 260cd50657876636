import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { EXPIRED_RESET_LINK, INVALID_RESET_TOKEN } from "@shared/schemas/auth";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "../../adapters/mail/transport";
import { emails } from "../../db/schema";
import type { JobContext } from "../../jobs/worker";
import { randomToken, sha256 } from "../../lib/crypto";
import { serverFile } from "../../lib/project-root";
import { logOptions } from "../../logger";
import { sendPasswordReset } from "../../services/auth/accounts";
import { createBackup } from "../../services/backup/embedded-backup";
import { markEmailFailed, queueEmail, sendEmailJob } from "../../services/mail/mail-service";
import { passwordResetEmail } from "../../services/mail/templates";
import { startSmtpServer } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";

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

  it("makes a link's token only as its e-mail leaves: no table, old row or backup holds it (issue 48 item 3)", async () => {
    const tokens = () =>
      t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from password_reset_tokens`);
    const before = (await tokens()).rows[0]!.n;
    const user = await t.createUser({ email: "made-at-send@example.com" });
    const admin = await t.signedIn({ role: "admin" });
    const invited = await admin.client.post("/api/admin/critic-names", {
      name: `Invited Critic ${process.pid}`,
      publication: "Invited Weekly",
      account: { username: `invited_${process.pid}`, email: "invited-at-send@example.com" },
    });
    expect(invited.status).toBe(201);
    await sendPasswordReset(t.ctx, user.username);

    // Waiting to leave, the e-mails hold a placeholder where the link's token goes, and no token exists.
    const waiting = await t.ctx.db.select().from(emails).where(eq(emails.status, "queued"));
    const links = waiting.filter((e) => e.kind === "password-reset" || e.kind === "invitation");
    expect(links).toHaveLength(2);
    for (const email of links) {
      expect(email.textBody).toContain("/reset-password/{link-token}");
      expect(email.textBody).not.toMatch(/reset-password\/[A-Za-z0-9_-]{20,}/);
    }
    expect((await tokens()).rows[0]!.n).toBe(before);

    await t.ctx.worker.drain();
    const reset = tokenFrom((await smtp.waitFor((m) => m.to.includes("made-at-send@example.com"))).text);
    const invitation = tokenFrom(
      (await smtp.waitFor((m) => m.to.includes("invited-at-send@example.com"))).text,
    );
    for (const token of [reset, invitation]) {
      expect((await t.client().get(`/api/validate-reset-token/${token}`)).body).toEqual({ valid: true });
    }
    const [row] = await t.ctx.db
      .execute<{ purpose: string; hours: number }>(sql`
      select purpose, round(extract(epoch from expires_at - now()) / 3600)::int as hours
      from password_reset_tokens where token_hash = ${sha256(invitation)}`)
      .then((r) => r.rows);
    expect(row).toEqual({ purpose: "invite", hours: 168 });

    const everything = await t.ctx.db.execute(sql`
      select (select json_agg(e) from emails e)::text as emails, (select json_agg(j) from jobs j)::text as jobs`);
    for (const token of [reset, invitation]) expect(JSON.stringify(everything.rows)).not.toContain(token);
    const pglite = t.ctx.database.pglite;
    if (pglite) {
      // The embedded database's own files, old row versions included, as a backup copies them.
      const files = gunzipSync(await createBackup(pglite));
      for (const token of [reset, invitation]) expect(files.includes(token)).toBe(false);
    }
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

describe("links made before tokens were made at sending", () => {
  it("stop working once the database is migrated, and say the link expired (issue 48 item 3)", async () => {
    const handle = await openTestDatabase({ empty: true });
    // The database as it was at migration 0025, with a reset link issued then.
    const folder = mkdtempSync(path.join(tmpdir(), "cc-migrations-"));
    cpSync(serverFile("db/migrations"), folder, { recursive: true });
    const journal = path.join(folder, "meta/_journal.json");
    const entries = JSON.parse(readFileSync(journal, "utf8"));
    entries.entries = entries.entries.filter((entry: { idx: number }) => entry.idx <= 25);
    writeFileSync(journal, JSON.stringify(entries));
    if (handle.pool) await migrateNodePg(drizzle(handle.pool), { migrationsFolder: folder });
    else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    rmSync(folder, { recursive: true, force: true });
    const old = randomToken();
    await handle.db.execute(sql`
      with u as (
        insert into users (username, name, password_hash, email) values ('before_the_change', 'Before', 'x', 'b@example.com')
        returning id)
      insert into password_reset_tokens (token_hash, user_id, purpose, expires_at)
      select ${sha256(old)}, id, 'reset', now() + interval '1 hour' from u`);

    const app = await createTestApp({ database: handle });
    try {
      const res = await app.client().get(`/api/validate-reset-token/${old}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        valid: false,
        code: "validation_failed",
        message: EXPIRED_RESET_LINK,
      });
      const reset = await app
        .client()
        .post("/api/reset-password", { token: old, password: "a-New-Passw0rd-1" });
      expect(reset.status).toBe(400);
      expect(reset.body.message).toBe(EXPIRED_RESET_LINK);
      // A link never made here is invalid, as before.
      expect((await app.client().get(`/api/validate-reset-token/${randomToken()}`)).body.message).toBe(
        INVALID_RESET_TOKEN,
      );
    } finally {
      await app.close();
    }
  });
});
