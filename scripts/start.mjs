// `npm start`: in a checkout with the build tools (dev dependencies) it builds first, as it always has; in a
// production install (`npm ci --omit=dev` after a build, no build tools) it runs the build as it is.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const server = path.join(root, "dist/server/index.js");

if (existsSync(path.join(root, "node_modules/vite/package.json"))) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(server)) {
  console.error(
    "There is no build in dist/, and this install has no build tools (dev dependencies) to make one.\n" +
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
