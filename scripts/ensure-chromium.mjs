// Installs Debian's Chromium when it is missing (we run as root in CI), or fails loudly.
//   node scripts/ensure-chromium.mjs              the headless shell the browser suite drives (playwright.config.ts)
//   node scripts/ensure-chromium.mjs chromium     the whole browser, which Lighthouse needs (npm run bench:web)
// CHROMIUM_PATH names another executable instead (then nothing is installed).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const wanted = process.argv[2] === "chromium" ? "chromium" : "chromium-headless-shell";
const executable =
  process.env.CHROMIUM_PATH ?? (wanted === "chromium" ? "/usr/bin/chromium" : HEADLESS_SHELL);

if (!existsSync(executable)) {
  if (process.env.CHROMIUM_PATH || process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${executable}. Install it (apt-get install ${wanted}) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.info(`Installing Debian's ${wanted} for the browser tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${wanted}`, {
    stdio: "inherit",
  });
  if (!existsSync(executable)) {
    console.error(`Installing ${wanted} did not put it at ${executable}.`);
    process.exit(1);
  }
}
