import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 51 item 6: everything production runs is a production dependency, bundled or not: the server's
// packages, and those the browser's files and the server's drawing of pages (dist/client, dist/ssr) are
// built from, so that `npm audit --omit=dev` sees them. Build tools, tests and their helpers stay dev.
const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "test") yield* sources(full);
    } else if (/\.(ts|tsx|css)$/.test(entry.name) && !/\.(test|int\.test|contract)\.tsx?$/.test(entry.name))
      yield full;
  }
}

/** The package of every value import (and CSS url/import) in the app's own sources; `import type` runs nothing. */
function importedPackages(): Map<string, string> {
  const found = new Map<string, string>();
  const specifier =
    /^\s*(?:import(?!\s+type\b)[^;'"]*?from\s*|import\s*|export\s+[^;'"]*?from\s*)["']([^"']+)["']|url\(["']?(@[^"')]+|[a-z][^"'):]+\/[^"')]+)["']?\)/gm;
  const builtin = new Set(builtinModules);
  for (const file of sources(path.join(root, "src"))) {
    for (const match of readFileSync(file, "utf8").matchAll(specifier)) {
      const spec = match[1] ?? match[2] ?? "";
      if (spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("node:") || builtin.has(spec))
        continue;
      if (/^@(shared|server|client)\//.test(spec)) continue;
      const name = spec
        .split("/")
        .slice(0, spec.startsWith("@") ? 2 : 1)
        .join("/");
      if (!found.has(name)) found.set(name, path.relative(root, file));
    }
  }
  return found;
}

describe("production dependencies", () => {
  it("list every package the app's sources import, not only the server's", () => {
    const missing = [...importedPackages()]
      .filter(([name]) => !pkg.dependencies[name])
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("include React and React DOM, which dist/ssr runs on the server", () => {
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(["react", "react-dom"]));
    expect(Object.keys(pkg.devDependencies)).not.toContain("react");
  });
});
