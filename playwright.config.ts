import { defineConfig, devices } from "@playwright/test";
import { E2E_SERVERS } from "./tests/e2e/support/servers";

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, installed by `npm test` when missing):
 * the same Blink and V8 as the browser, without its user interface, as Playwright's own headless runs use.
 * It starts faster and needs a fraction of the browser's CPU, which on two cores is most of the suite's time.
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

/** The browser suite runs against a server on PGlite and, when TEST_DATABASE_URL is set, one on the PostgreSQL server. */
const servers = E2E_SERVERS.filter((s) => s.kind === "embedded" || process.env.TEST_DATABASE_URL);

/**
 * Decision 0077: every spec runs on the embedded database; on the PostgreSQL server too, the specs whose
 * behaviour depends on the database: SQL that differs (first reads of drawn pages, catalogue search and
 * imports, reports and the score brake, the trends' weekly roll-ups) and sessions ended on another
 * instance's signal (account security). E2E_POSTGRES=all runs every spec on both. The integration suite
 * covers every query, lock and job on both databases.
 */
const POSTGRES_SPECS = [
  "server-rendering",
  "catalogue",
  "moderation",
  "critic-score-minimum",
  "admin-insight",
  "account-security",
];
const postgresSpecs =
  process.env.E2E_POSTGRES === "all" ? undefined : POSTGRES_SPECS.map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that fails once is fixed, not retried (issue 47).
  retries: 0,
  workers: 2,
  // Not test-results/ itself, which Playwright empties: `npm test` keeps the other suites' counts there.
  outputDir: "test-results/e2e-artifacts",
  // Hang guards, not speed checks: a newcomer's busy machine (a bench beside the suite, load 10+) can take
  // well over 10 s to draw a page's first data, and a state that does arrive must not fail the suite.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // The JSON report gives `npm test` its counts (scripts/test.mjs).
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/e2e.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  use: { trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: servers.map((server) => ({
    name: server.kind,
    use: { ...chromium, baseURL: server.baseURL },
    ...(server.kind === "postgres" && postgresSpecs ? { testMatch: postgresSpecs } : {}),
  })),
});
