import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fromRoot } from "../lib/project-root";
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

// Issue 51 item 8: `-h` is `--help`, and each command is the npm script of its own name (`npm run migrate`,
// not a second name for the same thing).
describe("every command's names", () => {
  it.each(COMMANDS)("%s -h prints its usage and exits 0", (name) => {
    const { run, tempDir } = runners.get(name)!;
    const result = run(["-h"], { DATA_DIR: tempDir("cc-help-"), DATABASE_URL: "" });
    expect(result.out).toContain(`Usage: node dist/server/cli/${name}.js`);
    expect(result.status).toBe(0);
  });

  it("each command is the npm script of the same name, and no other script runs it", () => {
    const { scripts } = JSON.parse(readFileSync(fromRoot("package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of COMMANDS) {
      const runners = Object.entries(scripts).filter(([, line]) => line.endsWith(`scripts/cli.mjs ${name}`));
      expect(runners.map(([script]) => script)).toEqual([name]);
    }
  });
});
