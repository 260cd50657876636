import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { podcasts } from "../db/schema";
import { cliRunner } from "../test/cli-runner";
import { createDataDir, createServerDatabase } from "../test/test-database";

const { run, tempDir } = cliRunner("import-podcasts");

describe("npm run import-podcasts", () => {
  it("imports a file, reports bad rows with their lines, and updates on a second run", async () => {
    const dir = tempDir("cc-import-");
    const server = process.env.TEST_DB === "postgres" ? await createServerDatabase() : undefined;
    const dataDir = server ? "" : createDataDir("cc-import-data-");
    const env: Record<string, string> = server ? { DATABASE_URL: server.url } : { DATA_DIR: dataDir };
    const file = path.join(dir, "list.csv");
    writeFileSync(file, "title,publisher,genre\nCli Show,Cli Media,History\nNo Genre,Cli Media,\n");

    const first = run([file], env);
    expect(first.out).toContain("1 created, 0 updated, 1 failed");
    expect(first.out).toMatch(/line 3 \(No Genre\): category: Genre must be one of/);
    expect(first.status).toBe(1);
    // Not on a terminal (a pipe here): no progress lines unless asked for.
    expect(first.out).not.toContain("rows/s");

    const second = run([file, "--default-genre", "news", "--progress"], env);
    expect(second.out).toContain("1 created, 1 updated, 0 failed");
    expect(second.out).toMatch(/2 of 2 rows \(100 %\), [\d,]+ rows\/s, 0 failed/);
    expect(second.status).toBe(0);

    expect(run([path.join(dir, "missing.csv")], env).out).toContain("Cannot read");
    expect(run([file, "--default-genre", "Polka"], env).out).toContain('Unknown genre "Polka"');

    const handle = await openDatabase(server ? { databaseUrl: server.url } : { dataDir });
    const rows = await handle.db
      .select({ title: podcasts.title, category: podcasts.category })
      .from(podcasts);
    expect(rows.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: "Cli Show", category: "History" },
      { title: "No Genre", category: "News" },
    ]);
    await handle.close();
    await server?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
