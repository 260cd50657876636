import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { enqueueJob } from "./jobs/queue";
import { digestWeekAt } from "./services/following/digest-week";
import { DIGEST_RUN_JOB } from "./services/following/digests";
import { createUser } from "./services/users/create-user";
import { startSmtpServer } from "./test/smtp";
import { type SpawnedServer, spawnServer } from "./test/spawn-server";
import { serverProcessDatabase } from "./test/test-database";

/**
 * Issue 53 item 3: the weekly digest goes out once per member and week even when the server is killed in
 * the middle of the run and started again. A real server process, the real SMTP test server, PostgreSQL
 * (an embedded database is not left to recover from a killed process here).
 */
const onServer = process.env.TEST_DB === "postgres";
const MEMBERS = 150;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(onServer)("the weekly digest across a killed server", () => {
  it("sends each member one digest when the server dies mid-run and starts again", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const { env: database, drop } = await serverProcessDatabase();
    cleanups.push(drop);
    const handle = await openDatabase({ databaseUrl: database.DATABASE_URL!, poolSize: 2 });
    cleanups.push(() => handle.close());
    const db = handle.db;
    await migrate(handle);

    // A critic with a new review, followed by MEMBERS members (made in one statement, sharing a hash).
    const critic = await createUser(db, {
      username: "restart_critic",
      name: "Restart Critic",
      password: "restart-Secret-99",
      role: "critic",
      status: "active",
      criticName: "Restart Critic",
    });
    await db.execute(sql`
      insert into users (username, name, email, password_hash, role, status)
      select 'reader_' || i, 'Reader ' || i, 'reader' || i || '@example.com', u.password_hash, 'critic', 'active'
      from generate_series(1, ${MEMBERS}) as i, users u where u.id = ${critic.id}`);
    await db.execute(sql`
      insert into critic_follows (follower_id, critic_id)
      select id, ${critic.id} from users where username like 'reader\\_%'`);
    await db.execute(sql`
      insert into critic_reviews (reviewer, publication, podcast, snippet, rating, date)
      values ('Restart Critic', 'Restart Weekly', 'Unlisted Show', 'Worth every minute.', 4.5, '2026-12-01')`);

    // This week's run is queued by hand, not yet due, so that it starts when the test says.
    const week = digestWeekAt("UTC", { day: 1, hour: 8 }, new Date());
    await enqueueJob(
      db,
      DIGEST_RUN_JOB,
      { week: week.week, dueAt: week.dueAt.toISOString() },
      { dedupeKey: `digest-run:${week.week}`, runAt: new Date(Date.now() + 3_600_000), maxAttempts: 10 },
    );
    const env = {
      ...database,
      SMTP_URL: smtp.url,
      APP_TIMEZONE: "UTC",
      DIGEST_DAY: "monday",
      DIGEST_HOUR: "8",
      JOB_LOCK_MS: "4000",
      SMTP_TIMEOUT_MS: "1000",
      JOB_POLL_MS: "20",
    };
    const sent = async () =>
      Number(
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from digest_sends where week = ${week.week}`,
          )
        ).rows[0]!.n,
      );

    const first: SpawnedServer = await spawnServer(env);
    cleanups.push(() => first.stop("SIGKILL"));
    await db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`digest-run:${week.week}`}`);
    const deadline = Date.now() + 120_000;
    while ((await sent()) < 20 && Date.now() < deadline) await sleep(10);
    await first.stop("SIGKILL");
    const atKill = await sent();
    expect(atKill).toBeGreaterThanOrEqual(20);
    expect(atKill, "the run was over before the kill").toBeLessThan(MEMBERS);

    const second = await spawnServer(env);
    cleanups.push(() => second.stop());
    const everyone = () => new Set(smtp.messages.flatMap((m) => m.to)).size;
    while (everyone() < MEMBERS && Date.now() < deadline + 120_000) await sleep(200);
    await sleep(1_000); // anything sent twice would arrive by now
    expect(await second.stop(), second.output()).toBe(0);

    expect(await sent()).toBe(MEMBERS);
    const byMember = new Map<string, Set<string>>();
    for (const mail of smtp.messages) {
      expect(mail.subject).toBe("What's new from who you follow on Critics' Corner");
      for (const to of mail.to) {
        const ids = byMember.get(to) ?? new Set();
        ids.add(mail.headers["message-id"] ?? "");
        byMember.set(to, ids);
      }
    }
    expect(byMember.size).toBe(MEMBERS);
    // One digest per member: a message the SMTP server took just before the kill may be sent again by
    // the next start, but as the same message (one Message-ID), which a mailbox keeps once.
    for (const [to, ids] of byMember) expect([to, ids.size]).toEqual([to, 1]);
    const rows = await db.execute<{ n: number }>(
      sql`select count(distinct email_id)::int as n from digest_sends where week = ${week.week}`,
    );
    expect(rows.rows[0]!.n).toBe(MEMBERS);
  }, 300_000);
});
