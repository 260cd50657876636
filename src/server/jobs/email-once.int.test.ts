import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { queueEmail } from "../services/mail/mail-service";
import { startSmtpServer } from "../test/smtp";
import { type SpawnedServer, spawnServer } from "../test/spawn-server";
import { serverProcessDatabase } from "../test/test-database";

/**
 * Two server instances share one queue of e-mails while the SMTP server hangs on some connections and
 * is slow on the rest: every e-mail goes out exactly once (issue 10 item 12). Each job is locked on its
 * own and the SMTP timeouts end a hung send well inside that lock, so no instance takes over a job
 * another is still sending.
 */
const onServer = process.env.TEST_DB === "postgres";
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(onServer)("e-mails from two instances and a hanging SMTP server", () => {
  it("sends each e-mail exactly once", async () => {
    const smtp = await startSmtpServer({ hangGreetings: 2, hangMailFrom: 2, dataDelayMs: 300 });
    cleanups.push(() => smtp.close());
    const { env, drop } = await serverProcessDatabase();
    cleanups.push(drop);
    const both = { ...env, SMTP_URL: smtp.url, JOB_LOCK_MS: "8000", SMTP_TIMEOUT_MS: "2000" };
    const servers: SpawnedServer[] = await Promise.all([spawnServer(both), spawnServer(both)]);
    cleanups.push(() => Promise.all(servers.map((s) => s.stop())));

    const handle: DatabaseHandle = await openDatabase({ databaseUrl: env.DATABASE_URL!, poolSize: 2 });
    cleanups.push(() => handle.close());
    const addresses = Array.from({ length: 14 }, (_, i) => `reader${i}@example.com`);
    await handle.db.transaction(async (tx) => {
      for (const to of addresses) {
        await queueEmail(tx, { to, kind: "test", subject: `Hello ${to}`, text: "Hi", html: "<p>Hi</p>" });
      }
    });
    // Jobs whose send timed out retry after their back-off; the wait ends when every e-mail is sent.
    const deadline = Date.now() + 90_000;
    const unsent = async () =>
      Number(
        (
          await handle.db.execute<{ n: number }>(
            sql`select count(*)::int as n from emails where status <> 'sent'`,
          )
        ).rows[0]?.n,
      );
    while ((await unsent()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await unsent()).toBe(0);

    const received = smtp.messages.flatMap((m) => m.to).sort();
    expect(received).toEqual([...addresses].sort());
    const retried = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where attempts > 1`,
    );
    // The hung connections really happened and were retried, not waited out.
    expect(Number(retried.rows[0]?.n)).toBeGreaterThanOrEqual(1);
    for (const server of servers) expect(server.output()).not.toMatch(/unclean shutdown/);
  }, 150_000);
});
