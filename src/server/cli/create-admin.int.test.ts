import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { acquireDataDirLock } from "../db/data-dir-lock";
import { users } from "../db/schema";
import { cliRunner } from "../test/cli-runner";
import { createDataDir, createServerDatabase } from "../test/test-database";

const { run, tempDir } = cliRunner("create-admin");

async function databaseEnv(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
}> {
  if (process.env.TEST_DB === "postgres") {
    const server = (await createServerDatabase())!;
    return {
      env: { DATABASE_URL: server.url },
      open: () => openDatabase({ databaseUrl: server.url }),
      cleanup: server.drop,
    };
  }
  const dir = createDataDir("cc-cli-");
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe("npm run create-admin", { timeout: 600_000 }, () => {
  it("creates an active administrator, and refuses a duplicate or a bad password", async () => {
    const db = await databaseEnv();
    const ok = run(["--username", "chief", "--name", "Chief Admin", "--email", "chief@example.com"], {
      ...db.env,
      ADMIN_PASSWORD: "chief-Secret-42",
    });
    expect(ok.out).toContain('Administrator "chief" created');
    expect(ok.status).toBe(0);

    const dup = run(["--username", "Chief", "--name", "Again"], {
      ...db.env,
      ADMIN_PASSWORD: "chief-Secret-42",
    });
    expect(dup.status).toBe(1);
    expect(dup.out).toContain("Username already exists");

    const weak = run(["--username", "weakling", "--name", "Weak"], { ...db.env, ADMIN_PASSWORD: "password" });
    expect(weak.status).toBe(1);
    expect(weak.out).toContain("too common");

    // Issue 51 item 4: an administrator's password has at least 12 characters.
    const short = run(["--username", "shorty", "--name", "Short"], {
      ...db.env,
      ADMIN_PASSWORD: "Qx7-vbn-Kw2",
    });
    expect(short.status).toBe(1);
    expect(short.out).toContain("at least 12 characters");

    const missing = run(["--name", "No Username"], { ...db.env, ADMIN_PASSWORD: "chief-Secret-42" });
    expect(missing.status).toBe(1);
    expect(missing.out).toContain("--username and --name are required");

    const handle = await db.open();
    const [row] = await handle.db.select().from(users).where(eq(users.username, "chief"));
    expect(row).toMatchObject({
      role: "admin",
      status: "active",
      email: "chief@example.com",
      name: "Chief Admin",
    });
    await handle.close();
    await db.cleanup();
  }, 600_000); // runs the command (tsx, a database, migrations) several times

  it.skipIf(process.env.TEST_DB === "postgres")(
    "refuses to touch the embedded database while another process holds it",
    () => {
      const dir = tempDir("cc-cli-busy-");
      const lock = acquireDataDirLock(dir);
      // The lock holds this test process's pid, which is alive: exactly the situation of a running server.
      const res = run(["--username", "blocked", "--name", "Blocked"], {
        DATA_DIR: dir,
        ADMIN_PASSWORD: "chief-Secret-42",
      });
      lock.release();
      expect(res.status).toBe(1);
      expect(res.out).toContain("is in use by another process");
    },
  );
});
