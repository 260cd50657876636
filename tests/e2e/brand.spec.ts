import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO, expect, signInViaApi, test } from "./support/fixtures";

// A server of its own with BRAND_NAME set (the shared ones keep the default brand).
const port = Number(process.env.E2E_PORT_BASE ?? 5180) + 3;
const baseURL = `http://localhost:${port}`;
const BRAND = "Pod Pals";
let server: ChildProcess | undefined;
let dataDir = "";

test.describe("BRAND_NAME", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "embedded") return;
    dataDir = mkdtempSync(path.join(tmpdir(), "cc-e2e-brand-"));
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      BRAND_NAME: BRAND,
    };
    delete env.DATABASE_URL;
    server = spawn(process.execPath, ["dist/server/index.js"], { env, stdio: "ignore" });
    for (let i = 0; i < 240; i++) {
      if (server.exitCode !== null) throw new Error("The branded server exited");
      if (
        await fetch(`${baseURL}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error("The branded server did not become ready");
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("names the installation in titles, the Add Review page and the share text", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "embedded", "one branded server is enough");
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(navigator, "share", {
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await page.goto("/auth");
    await expect(page).toHaveTitle(`Login · ${BRAND}`);
    await expect(page.getByRole("heading", { name: `Welcome to ${BRAND}` })).toBeVisible();

    await signInViaApi(page, DEMO.critic);
    await page.goto("/critic/add-review");
    await expect(page).toHaveTitle(`Add New Review · ${BRAND}`);
    await expect(page.getByText(`Submit a new podcast review to ${BRAND}.`)).toBeVisible();
    await expect(page.getByText("Critics' Corner")).toHaveCount(0);

    await page.goto("/podcasts/1");
    // With a share sheet the podcast's one Share button opens it at once (no menu first).
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const shared = await page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared[0]);
    expect(((await shared.jsonValue()) as { text: string }).text).toMatch(new RegExp(` on ${BRAND}$`));
    await expect(page).toHaveTitle(new RegExp(` · ${BRAND}$`));
  });
});
