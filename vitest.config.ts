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
    // Hang guards, not speed checks: on a busy machine the embedded database alone can take a minute to open.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: "forks" as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/**/*.int.test.ts"],
          environment: "node",
        },
      },
      integration("integration-pglite", "pglite"),
      integration("integration-postgres", "postgres"),
    ],
  },
});
