import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cliRunner } from "../test/cli-runner";

// Issue 33 item 2: every command answers --help with its usage and exit code 0, and does nothing else
// (`migrate --help` used to apply the migrations, creating the embedded database).
const COMMANDS = [
  "backup",
  "create-admin",
  "generate-catalogue",
  "import-podcasts",
  "migrate",
  "restore",
  "send-digests",
];
const runners = new Map(COMMANDS.map((name) => [name, cliRunner(name)]));

describe("every command's --help", () => {
  it.each(COMMANDS)("%s --help prints its usage, exits 0 and touches nothing", (name) => {
    const { run, tempDir } = runners.get(name)!;
    const dataDir = tempDir("cc-help-");
    const result = run(["--help"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(result.out).toContain(`Usage: node dist/server/cli/${name}.js`);
    expect(result.status).toBe(0);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
