import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;

/** The folder holding package.json, whether the code runs from src/ (tsx, tests) or from dist/ (built). */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Could not find the project's package.json");
    dir = parent;
  }
  cached = dir;
  return dir;
}

export const fromRoot = (...parts: string[]) => path.join(projectRoot(), ...parts);

/** Whether this code runs from the bundle in dist/ or from src/ (tsx, tests). */
export const runsBuilt = import.meta.url.endsWith(".js");

/**
 * A file the server reads at run time, named by its path under src/server. The build copies each such
 * file to the same path under dist/server (scripts/build-server.mjs `RUNTIME_FILES`), so a built server
 * reads nothing from src/, which a production install need not have.
 */
export const serverFile = (relative: string) => fromRoot(runsBuilt ? "dist/server" : "src/server", relative);
