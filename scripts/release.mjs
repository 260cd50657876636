// `node scripts/release.mjs [folder]` (default release/): the folder a production host or the container runs
// (issue 51 item 7). It builds when the sources changed since the last build, copies what production
// runs (dist/, the package files and the npm-script launchers; no src/, no build tools) and installs the
// production dependencies only. The Dockerfile runs this script; so does tests/e2e/production-install.spec.ts.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { buildIsCurrent } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** What a production install holds besides node_modules (decision 0070). */
const SHIPPED = [
  "dist",
  "package.json",
  "package-lock.json",
  ".nvmrc",
  "scripts/project-node.mjs",
  "scripts/start.mjs",
  "scripts/cli.mjs",
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) {
    console.error(`release: ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(
    "Usage: node scripts/release.mjs [folder]   (default: release/; builds when needed, then npm ci --omit=dev)\n",
  );
  process.exit(0);
}
const out = path.resolve(args[0] ?? path.join(root, "release"));
if (!buildIsCurrent()) run("npm", ["run", "--silent", "build"], root);
rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, "scripts"), { recursive: true });
for (const item of SHIPPED) cpSync(path.join(root, item), path.join(out, item), { recursive: true });
// The stamp belongs to the checkout it was built in.
rmSync(path.join(out, "dist/.sources-hash"), { force: true });
run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], out);
if (existsSync(path.join(out, "node_modules/vite"))) {
  console.error("release: build tools ended up in the release's node_modules.");
  process.exit(1);
}
console.error(
  `release: ${path.relative(process.cwd(), out) || "."} is ready: cd there and run node dist/server/index.js.`,
);
