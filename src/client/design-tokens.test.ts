import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("design tokens", () => {
  it("components take colours from the tokens in styles.css, never from hex or rgb literals", () => {
    const offenders = sources(CLIENT).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.relative(CLIENT, file)}:${i + 1}` }))
        .filter(({ line }) => /#[0-9a-fA-F]{3,8}\b|\brgba?\(/.test(line) && !/^\s*(\/\/|\*)/.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
