import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";

// Issue 13: the CLIs are built into dist/server/cli with the server, so a production install (npm ci
// --omit=dev after a build) runs them with plain node, no tsx. The suite runs on the build, so this
// checks the built files themselves, each on a fresh embedded database.

test.describe.configure({ mode: "serial" });

let dataDir: string;
test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "cc-built-cli-"));
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(cli: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [`dist/server/cli/${cli}.js`, ...args], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      SESSION_SECRET: "built-cli-secret-built-cli-secret-0123456789",
      APP_URL: "https://critics.example",
      DATABASE_URL: "",
      ...env,
    },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

test("the built CLIs migrate, create an administrator and import podcasts with plain node", () => {
  test.skip(test.info().project.name !== "embedded", "the CLIs run on their own database, once is enough");
  const migrate = run("migrate", []);
  expect(migrate.out).toContain("Migrations applied");
  expect(migrate.status).toBe(0);

  const admin = run("create-admin", ["--username", "builtadmin", "--name", "Built Admin"], {
    ADMIN_PASSWORD: "built-Passw0rd-long",
  });
  expect(admin.out).toContain('Administrator "builtadmin" created');
  expect(admin.status).toBe(0);

  const file = path.join(dataDir, "podcasts.csv");
  writeFileSync(file, "title,publisher,description,category\nBuilt CLI Pod,Pub,A description,Comedy\n");
  const imported = run("import-podcasts", [file]);
  expect(imported.out).toContain("1 created, 0 updated, 0 failed");
  expect(imported.status).toBe(0);
});
