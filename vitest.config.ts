import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@shared": path.join(root, "src/shared"),
  "@server": path.join(root, "src/server"),
  "@client": path.join(root, "src/client"),
};

const integration = (name: string, db: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: ["src/**/*.int.test.ts"],
    environment: "node",
    env: { TEST_DB: db },
    // The database is migrated once per run and copied for each file (decision 0077).
    globalSetup: ["src/server/test/database-templates.ts"],
    // Hang guards, not speed checks: on a busy machine the embedded database alone can take a minute to open.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: "forks" as const,
    // Each worker process runs file after file without loading every module again: each file still makes
    // its own app and database (setUpTestApp), and the server keeps no per-visitor state in modules. Loading
    // the server's modules anew for every file was a quarter of the suite's time.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // `npm test` (scripts/test.mjs) counts what ran from the tally reporter's file.
    reporters: ["default", "./scripts/vitest-tally.mjs"],
    // Two test files at a time on two cores (vitest's default there is one): an integration file mostly
    // waits on a database or a child process.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/**/*.int.test.ts"],
          environment: "node",
          // A hang guard, not a speed check: a few unit tests start a process (the CLIs' --help, git), which
          // at a load average of 13 took 20-30 s, well past vitest's default of 5 s.
          testTimeout: 60_000,
        },
      },
      integration("integration-pglite", "pglite"),
      integration("integration-postgres", "postgres"),
    ],
  },
});
