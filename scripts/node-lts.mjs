// Prints the bin folder of Node.js of the major version named by .nvmrc (24, the LTS the project targets),
// for CI's second pass: taken from the npm registry (node-<platform>-<arch>, the official binary as a
// package) with npm itself, and kept in ~/.cache/critics-corner/node between runs. The newest release of
// that major is used; offline, the newest one in the cache.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const major = readFileSync(path.join(root, ".nvmrc"), "utf8").trim().replace(/^v/, "");
const pkg = `node-${process.platform}-${process.arch}`;
const cache = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"),
  "critics-corner",
  "node",
);
const bin = (version) => path.join(cache, version, "bin");
const byVersion = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const npm = (args, options = {}) =>
  execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], ...options });

function newestPublished() {
  try {
    const versions = [JSON.parse(npm(["view", `${pkg}@${major}`, "version", "--json"]))].flat();
    return versions.sort(byVersion).at(-1);
  } catch {
    return undefined;
  }
}

function newestCached() {
  if (!existsSync(cache)) return undefined;
  return readdirSync(cache)
    .filter((v) => v.startsWith(`${major}.`) && existsSync(path.join(bin(v), "node")))
    .sort(byVersion)
    .at(-1);
}

function download(version) {
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(path.join(cache, ".download-"));
  try {
    const tarball = npm(["pack", `${pkg}@${version}`, "--silent", "--pack-destination", work]).trim();
    execFileSync("tar", ["-xzf", path.join(work, tarball), "-C", work]);
    const got = execFileSync(path.join(work, "package/bin/node"), ["--version"], { encoding: "utf8" }).trim();
    if (got !== `v${version}`) throw new Error(`${pkg}@${version} holds Node ${got}`);
    rmSync(path.join(cache, version), { recursive: true, force: true });
    renameSync(path.join(work, "package"), path.join(cache, version));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const version = newestPublished() ?? newestCached();
if (!version) {
  console.error(`Node ${major}: not in the npm registry (${pkg}) and none in ${cache}.`);
  process.exit(1);
}
if (!existsSync(path.join(bin(version), "node"))) download(version);
process.stdout.write(`${bin(version)}\n`);
