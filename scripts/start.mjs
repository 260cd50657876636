// `npm start`: in a checkout with the build tools (dev dependencies) it builds first when the sources changed
// since the last build (scripts/build-stamp.mjs); in a production install (`npm ci --omit=dev` after a build,
// no build tools) it runs the build as it is. The server runs in this process, so a signal sent to
// `npm start` (which execs this script through scripts/project-node.mjs) reaches the server itself.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const server = path.join(root, "dist/server/index.js");

/** `npm run build` as a child that a signal to this process stops too; resolves with its exit code. */
function build() {
  const child = spawn("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
  const stop = (signal) => child.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop);
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.off(s, stop);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    }),
  );
}

if (existsSync(path.join(root, "node_modules/vite/package.json")) && existsSync(path.join(root, "src"))) {
  // Only a checkout has this script (a production install ships no build tools).
  const { buildIsCurrent } = await import("./build-stamp.mjs");
  if (buildIsCurrent())
    console.error("dist/ is a build of the current sources: starting it without rebuilding.");
  else {
    console.error("Building (the sources changed since the last build)…");
    const status = await build();
    if (status !== 0) process.exit(status);
  }
} else if (!existsSync(server)) {
  console.error(
    "There is no build in dist/, and this install has no build tools (dev dependencies) to make one. " +
      "Build where they are installed (npm ci && npm run build), then copy dist/ here.",
  );
  process.exit(1);
}
// Run in this process, as `node --enable-source-maps dist/server/index.js` would: with WEB_CONCURRENCY the
// cluster forks its server processes from argv[1] with these flags.
process.argv[1] = server;
process.execArgv.push("--enable-source-maps");
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
