import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { createUser } from "../services/users/create-user";
import { cliRunner } from "../test/cli-runner";
import { startSmtpServer } from "../test/smtp";
import { createDataDir, createServerDatabase } from "../test/test-database";

const { runAsync } = cliRunner("send-digests");
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (process.env.TEST_DB === "postgres") {
    const server = (await createServerDatabase())!;
    cleanups.push(server.drop);
    return { DATABASE_URL: server.url };
  }
  const dir = createDataDir("cc-digests-");
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

describe("npm run send-digests -- --now", { timeout: 600_000 }, () => {
  it("sends this week's due digests at once, and nothing more when run again", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const env: Record<string, string> = {
      ...(await databaseEnv()),
      SMTP_URL: smtp.url,
      APP_URL: "https://corner.example",
    };
    const handle = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR! },
    );
    try {
      await migrate(handle);
      const critic = await createUser(handle.db, {
        username: "cli_critic",
        name: "Cli Critic",
        password: "cli-Secret-9999",
        role: "critic",
        status: "active",
        criticName: "Cli Critic",
      });
      const reader = await createUser(handle.db, {
        username: "cli_reader",
        name: "Cli Reader",
        email: "reader@example.com",
        password: "cli-Secret-9999",
        role: "critic",
        status: "active",
      });
      await handle.db.execute(
        sql`insert into critic_follows (follower_id, critic_id) values (${reader.id}, ${critic.id})`,
      );
      await handle.db.execute(sql`
        insert into critic_reviews (reviewer, publication, podcast, snippet, rating, date)
        values ('Cli Critic', 'Cli Weekly', 'Unlisted Show', 'A quiet triumph.', 4, '2026-12-01')`);
    } finally {
      await handle.close(); // the embedded database takes one process at a time
    }

    const first = await runAsync(["--now"], env);
    expect(first.out).toMatch(/Digests of the week of \d{4}-\d{2}-\d{2}: 1 queued now and sent\./);
    expect(first.status).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ to: ["reader@example.com"] });
    expect(smtp.messages[0]!.text).toContain("A quiet triumph.");

    const again = await runAsync(["--now"], env);
    expect(again.out).toContain("0 queued now (none was due)");
    expect(again.status).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });
});
