// The arguments of the one-page bench steps (npm run bench:trace, npm run bench:lcp): the page's path, who to
// sign in as (`--as admin`; the demo critic otherwise, nobody on /auth), and `--build 1` to build first.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { root } from "./config.mjs";
import { runSync } from "./processes.mjs";

const ADMIN = { username: "admin", password: "corner-admin-demo" };

/** Reads the arguments, and builds when asked or when there is no build yet (else dist/ is measured as is). */
export function pageArgs() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { as: { type: "string" }, build: { type: "string" } },
  });
  const pagePath = positionals[0] ?? "/";
  if (!pagePath.startsWith("/")) throw new Error("the page is a path, such as /podcasts/1");
  if ((values.build ?? "0") !== "0" || !existsSync(path.join(root, "dist/server/index.js")))
    runSync("npm", ["run", "build"]);
  return {
    pagePath,
    /** Who signs in: null on /auth, else the demo administrator or critic (signIn's default). */
    credentials: pagePath.startsWith("/auth") ? null : values.as === "admin" ? ADMIN : undefined,
  };
}
