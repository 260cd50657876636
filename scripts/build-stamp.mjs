// Whether dist/ was built from the sources as they are now (issue 51 item 2): `npm run build` writes a hash
// of everything the build reads into dist/.sources-hash, and `npm start` rebuilds only when it differs.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");
const stampOf = (root) => path.join(root, "dist/.sources-hash");
export const STAMP = stampOf(projectRoot);
/** What the build reads besides src/ (tests excluded: no build reads them). */
const INPUTS = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "scripts/build.mjs",
  "scripts/build-server.mjs",
  "scripts/compress-assets.mjs",
];
const isTest = (name) => /\.(test|int\.test|spec)\.[cm]?[jt]sx?$/.test(name);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && !isTest(entry.name)) yield full;
  }
}

/** A hash of the build's inputs: their paths and contents (undefined without src/, as in a production install). */
export function sourcesHash(root = projectRoot) {
  if (!existsSync(path.join(root, "src"))) return undefined;
  const hash = createHash("sha256");
  for (const file of [
    ...INPUTS.map((f) => path.join(root, f)).filter(existsSync),
    ...files(path.join(root, "src")),
  ]) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/** True when dist/ holds a build of the current sources. */
export function buildIsCurrent(root = projectRoot) {
  // No stamp (a fresh checkout, a container build): nothing to compare, so the sources are not hashed.
  if (!existsSync(stampOf(root))) return false;
  const hash = sourcesHash(root);
  return hash !== undefined && readFileSync(stampOf(root), "utf8").trim() === hash;
}

export const writeStamp = (hash, root = projectRoot) => writeFileSync(stampOf(root), `${hash}\n`);
