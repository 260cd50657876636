// Reads a `.env` file from the working directory when there is one, before any configuration is read
// (imported first by the server and by every command). Variables already set in the environment win, so
// a deployment's own settings are never overridden by a forgotten file. `.env.example` lists them all.
// The test suites (NODE_ENV=test, or under Vitest) never read it: a developer's own .env, naming their
// database, must not redirect the servers and commands the tests start.
import { existsSync } from "node:fs";
import path from "node:path";

/** Loads `dir/.env` into process.env if it exists; answers whether it did. */
export function loadEnvFileFrom(dir: string): boolean {
  const file = path.join(dir, ".env");
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

if (process.env.NODE_ENV !== "test" && !process.env.VITEST) loadEnvFileFrom(process.cwd());
