// The one place that decides which Node.js runs the project (decision 0077). The project targets Node 24 LTS
// (`.nvmrc`) and supports the current Node 22 (`engines`). On an older Node (machines still have 20), the
// npm scripts (`npm start`, `npm test`, `npm run dev`, the commands, the benches) start their script through
// this one: it takes Node 24 from the npm registry (the official binary as the package
// `node-<platform>-<arch>`), keeps it in ~/.cache/critics-corner/node, says so in one line and runs the
// script on it, with its folder first on PATH so that every `node`, `npm` and `npx` below runs on it too.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { constants, homedir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
/** The major version the project targets (`.nvmrc`), and the oldest major it supports. */
/** Read only when an older Node needs the target (a production install on Node 24 runs without it). */
const targetMajor = () => Number(readFileSync(path.join(root, ".nvmrc"), "utf8").trim().replace(/^v/, ""));
export const OLDEST_MAJOR = 22;

const pkg = `node-${process.platform}-${process.arch}`;
const cache = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"),
  "critics-corner",
  "node",
);
const binOf = (version) => path.join(cache, version, "bin");
const byVersion = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const npm = (args, options = {}) =>
  execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });

function newestPublished() {
  try {
    const versions = [JSON.parse(npm(["view", `${pkg}@${targetMajor()}`, "version", "--json"]))].flat();
    return versions.sort(byVersion).at(-1);
  } catch {
    return undefined;
  }
}

function newestCached() {
  if (!existsSync(cache)) return undefined;
  return readdirSync(cache)
    .filter((v) => v.startsWith(`${targetMajor()}.`) && existsSync(path.join(binOf(v), "node")))
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

/**
 * The bin folder of Node of the target major (`.nvmrc`): the newest cached one when there is one (no network on every
 * start), else the newest published, downloaded once. Undefined when neither is possible.
 */
export function projectNodeBin() {
  const version = newestCached() ?? newestPublished();
  if (!version) return undefined;
  if (!existsSync(path.join(binOf(version), "node"))) download(version);
  return binOf(version);
}

export const runningMajor = () => Number(process.versions.node.split(".")[0]);

function tooOld(reason) {
  console.error(
    `Node ${process.version} is too old for this project (it needs ${OLDEST_MAJOR} or newer), and Node ${targetMajor()} ${reason}. Install Node ${targetMajor()} (see .nvmrc) and run the command again.`,
  );
  process.exit(1);
}

/** Runs `node [--import tsx] script ...args` as a child, passing signals on; resolves with its exit code. */
function runChild(node, script, args, env = process.env) {
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(node, [...loader, script, ...args], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0))),
  );
}

/**
 * `node scripts/project-node.mjs <script> [args…]`: runs the script on the project's Node: in this process
 * when it is new enough (a .ts script through tsx, in a child), else on Node of the target major from the npm
 * registry, saying so in one line. Without a script: prints that Node's bin folder.
 */
async function main([script, ...args]) {
  if (!script) {
    const bin = projectNodeBin();
    if (!bin) process.exit(1);
    process.stdout.write(`${bin}\n`);
    return;
  }
  const file = path.resolve(script);
  if (runningMajor() >= OLDEST_MAJOR) {
    if (file.endsWith(".ts")) process.exit(await runChild(process.execPath, file, args));
    process.argv = [process.argv[0], file, ...args];
    await import(pathToFileURL(file).href);
    return;
  }
  let bin;
  try {
    bin = projectNodeBin();
  } catch (error) {
    tooOld(
      `could not be taken from the npm registry (${error instanceof Error ? error.message.split("\n")[0] : error})`,
    );
  }
  if (!bin) tooOld(`is neither in the npm registry (${pkg}) nor in ${cache}`);
  const node = path.join(bin, "node");
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  console.error(
    `Node ${process.version} is older than this project supports: running on Node ${version} from the npm registry (${cache}).`,
  );
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
  process.exit(await runChild(node, file, args, env));
}

await main(process.argv.slice(2));
