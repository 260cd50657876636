import { execFileSync, execSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commitMessageProblem, SUBJECT_MAX } from "../scripts/check-commit-msg.mjs";

const ROOT = path.join(import.meta.dirname, "..");
const prepare = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.prepare as string;
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding what the hook needs, as a checkout (or a production install) would have it. */
function project(withGit: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cc-commit-msg-"));
  temp.push(dir);
  cpSync(path.join(ROOT, ".githooks"), path.join(dir, ".githooks"), { recursive: true });
  mkdirSync(path.join(dir, "scripts"));
  cpSync(path.join(ROOT, "scripts/check-commit-msg.mjs"), path.join(dir, "scripts/check-commit-msg.mjs"));
  if (withGit) execFileSync("git", ["init", "-q"], { cwd: dir });
  return dir;
}

const commit = (dir: string, message: string) =>
  spawnSync(
    "git",
    ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-F", "-"],
    {
      cwd: dir,
      input: message,
      encoding: "utf8",
    },
  );

describe("commit messages", () => {
  it("have a subject of at most 72 characters, then a blank line before the body", () => {
    expect(commitMessageProblem(`${"x".repeat(SUBJECT_MAX)}\n\nWhy it changed.`)).toBeNull();
    expect(commitMessageProblem("x".repeat(SUBJECT_MAX + 1))).toMatch(/73 characters; at most 72/);
    expect(commitMessageProblem("Subject\nBody straight after")).toMatch(/blank line/);
    expect(commitMessageProblem("# only a comment\n\n")).toMatch(/empty/);
    expect(commitMessageProblem(`Merge branch 'issue-29' ${"into main ".repeat(10)}`)).toBeNull();
    expect(commitMessageProblem(`Short subject\n# ${"a comment line ".repeat(10)}`)).toBeNull();
  });

  it("are checked by the hook npm install sets up", () => {
    const dir = project(true);
    execSync(prepare, { cwd: dir, shell: "/bin/sh" });
    expect(execFileSync("git", ["config", "core.hooksPath"], { cwd: dir, encoding: "utf8" }).trim()).toBe(
      ".githooks",
    );
    const long = commit(dir, `${"A subject far too long ".repeat(4)}\n\nWhy.`);
    expect(long.status).not.toBe(0);
    expect(long.stderr).toContain("at most 72");
    expect(commit(dir, "A subject that says what changed\n\nWhy it changed.").status).toBe(0);
  });

  it("need no git where there is none (a production install)", () => {
    const dir = project(false);
    writeFileSync(path.join(dir, "marker"), "");
    const result = spawnSync("/bin/sh", ["-c", prepare], { cwd: dir, encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });
});
