import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const pkg = JSON.parse(read("package.json")) as { engines: { node: string } };
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};
const target = Number(read(".nvmrc").trim());

/** The oldest release of each major the project supports: what `engines` lets in first. */
const supported = [semver.minVersion(pkg.engines.node)!.version, `${target}.0.0`];

describe("one Node for the project (decision 0077)", () => {
  it("targets Node 24 LTS in .nvmrc and supports it and Node 22 in engines", () => {
    expect(target).toBe(24);
    expect(semver.major(supported[0]!)).toBe(22);
    for (const version of supported) expect(semver.satisfies(version, pkg.engines.node), version).toBe(true);
    expect(semver.satisfies("20.19.0", pkg.engines.node)).toBe(false);
  });

  it("installs no package whose own engines refuse Node 22 or 24", () => {
    const refused = Object.entries(lock.packages).flatMap(([name, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!name || !range) return [];
      return supported
        .filter((version) => !semver.satisfies(version, range, { includePrerelease: true }))
        .map((version) => `${name} (${range}) refuses ${version}`);
    });
    expect(refused).toEqual([]);
  });
});
