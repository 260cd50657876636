import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFileFrom } from "./env-file";
import { fromRoot } from "./project-root";

const touched = ["CC_TEST_FROM_FILE", "CC_TEST_ALREADY_SET"];
afterEach(() => {
  for (const name of touched) delete process.env[name];
});

describe(".env support", () => {
  it("reads a .env file when there is one, without overriding what the environment already sets", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cc-env-"));
    expect(loadEnvFileFrom(dir)).toBe(false);
    writeFileSync(
      path.join(dir, ".env"),
      "# a comment\nCC_TEST_FROM_FILE=from the file\nCC_TEST_ALREADY_SET=from the file\n",
    );
    process.env.CC_TEST_ALREADY_SET = "from the environment";
    expect(loadEnvFileFrom(dir)).toBe(true);
    expect(process.env.CC_TEST_FROM_FILE).toBe("from the file");
    expect(process.env.CC_TEST_ALREADY_SET).toBe("from the environment");
  });

  it(".env.example lists every variable of the README's configuration table", () => {
    const readme = readFileSync(fromRoot("README.md"), "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Operating it"));
    const documented = new Set(
      table
        .split("\n")
        .filter((line) => line.startsWith("| `"))
        .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
    );
    const example = readFileSync(fromRoot(".env.example"), "utf8");
    const listed = new Set([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(documented.size).toBeGreaterThan(40);
    expect([...documented].filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !documented.has(name))).toEqual([]);
  });
});
