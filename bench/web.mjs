// npm run bench:web (or npm run bench -- --web): the app as people feel it on a phone. Builds, starts the
// server on a fresh embedded database with the demo, runs Lighthouse's mobile preset against the pages of
// issue 15 (signed in through a cookie where needed, median of BENCH_WEB_RUNS runs), measures navigation
// between signed-in pages and layout shift in Chromium, sizes the bundle, prints everything next to the
// targets and writes bench/results/web-<date>.json (full Lighthouse reports and a navigation trace in
// bench/results/web-<date>/). Settings and how to read it: docs/performance.md.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureBundle } from "./lib/bundle.mjs";
import { log, root } from "./lib/config.mjs";
import { runLighthouse } from "./lib/lighthouse.mjs";
import { runSync } from "./lib/processes.mjs";
import { runBrowserChecks } from "./lib/web-browser.mjs";
import { BASELINE_PAGE, printWebReport } from "./lib/web-report.mjs";
import { signIn, startBaselineServer, startWebServer, webPages } from "./lib/web-server.mjs";

function settings(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: "string" },
      build: { type: "string" },
      web: { type: "boolean" },
      pages: { type: "string" },
      browser: { type: "string" },
    },
  });
  const runs = Number(values.runs ?? env.BENCH_WEB_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error("--runs / BENCH_WEB_RUNS must be a positive integer");
  const pages = (values.pages ?? env.BENCH_WEB_PAGES ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    runs,
    build: (values.build ?? env.BENCH_BUILD ?? "1") !== "0",
    // Only the Lighthouse pages whose name contains one of these texts (all when empty).
    pages,
    // The navigation and layout-shift checks in Chromium (on by default).
    browser: (values.browser ?? env.BENCH_WEB_BROWSER ?? "1") !== "0",
  };
}

export async function runWebBench(argv) {
  const options = settings(argv);
  runSync("node", ["scripts/ensure-chromium.mjs", "chromium"]); // a fresh machine has no Chromium yet (as for npm test)
  if (options.build) runSync("npm", ["run", "build"]);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const reportDir = path.join(root, `bench/results/web-${stamp}`);
  mkdirSync(reportDir, { recursive: true });

  const server = await startWebServer({});
  const baseline = await startBaselineServer();
  try {
    const critic = await signIn(server.url);
    const admin = await signIn(server.url, { username: "admin", password: "corner-admin-demo" });
    const allPages = await webPages(server.url, critic);
    const pages = [
      ...(options.pages.length
        ? allPages.filter((p) => options.pages.some((text) => p.name.includes(text)))
        : allPages),
      { name: BASELINE_PAGE, url: baseline.url, baseline: true },
    ];
    const podcastId = allPages
      .find((p) => p.name === "podcast page")
      .path.split("/")
      .at(-1);
    log(`Lighthouse, mobile preset, ${options.runs} runs per page, against ${server.url}`);
    const lighthouse = await runLighthouse({
      baseUrl: server.url,
      pages,
      sessions: { critic, admin },
      runs: options.runs,
      reportDir,
      log,
    });
    log("Navigation and layout shift in Chromium");
    const browser = options.browser
      ? await runBrowserChecks({ baseUrl: server.url, sessions: { critic, admin }, podcastId, reportDir })
      : {};
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      runs: options.runs,
      lighthouse,
      ...browser,
      bundle: measureBundle(),
    };
    printWebReport(report);
    const file = path.join(root, `bench/results/web-${stamp}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.info(
      `\nReport: ${path.relative(root, file)} (Lighthouse reports and trace: ${path.relative(root, reportDir)}/)`,
    );
    return report;
  } finally {
    await server.close();
    await baseline.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWebBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
