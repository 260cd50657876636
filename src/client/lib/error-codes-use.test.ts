import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Issue 50 item 7: a refusal is told by its code (`hasCode`, `isRefusal` in lib/api.ts), never its status. */
describe("the client", () => {
  const root = path.join(import.meta.dirname, "..");
  const files = (readdirSync(root, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );

  it("acts on error codes, never on a status number", () => {
    const branches = files.flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), "utf8").matchAll(
          /\.status(Code)?\s*(===|!==|==|!=|<=|>=|<|>)\s*\d{3}/g,
        ),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(branches).toEqual([]);
  });
});
