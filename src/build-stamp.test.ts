import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildIsCurrent, sourcesHash, writeStamp } from "../scripts/build-stamp.mjs";

// Issue 51 item 2: `npm start` builds only when the sources changed since the last build (`npm run build`
// always builds and records what it built).
const root = mkdtempSync(path.join(tmpdir(), "cc-build-stamp-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe("the build stamp", () => {
  it("says a build is current until a source or a build input changes, and ignores tests", () => {
    write("package.json", "{}");
    write("src/server/index.ts", "export const a = 1;");
    write("src/client/app.tsx", "export const b = 2;");
    expect(buildIsCurrent(root)).toBe(false);
    mkdirSync(path.join(root, "dist"));
    writeStamp(sourcesHash(root)!, root);
    expect(buildIsCurrent(root)).toBe(true);

    write("src/server/index.test.ts", "it.todo('x');");
    expect(buildIsCurrent(root)).toBe(true);

    write("src/client/app.tsx", "export const b = 3;");
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(sourcesHash(root)!, root);
    write("package.json", '{"name":"x"}');
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(sourcesHash(root)!, root);
    write("src/shared/new.ts", "export {};");
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("finds no sources to compare in a production install (no src/)", () => {
    const install = mkdtempSync(path.join(tmpdir(), "cc-build-stamp-install-"));
    try {
      expect(sourcesHash(install)).toBeUndefined();
      expect(buildIsCurrent(install)).toBe(false);
    } finally {
      rmSync(install, { recursive: true, force: true });
    }
  });
});
