// Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G and a 4x slower CPU) against
// Debian's Chromium, each page several times; the median run (Lighthouse's own pick) is reported.
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The targets of issue 34 §2, next to which the figures are printed. */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
};

function summary(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const resources = audit("resource-summary")?.details?.items ?? [];
  const bytes = (type) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0;
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(audit("first-contentful-paint").numericValue),
    lcpMs: Math.round(audit("largest-contentful-paint").numericValue),
    tbtMs: Math.round(audit("total-blocking-time").numericValue),
    cls: Number(audit("cumulative-layout-shift").numericValue.toFixed(3)),
    speedIndexMs: Math.round(audit("speed-index").numericValue),
    transferBytes: bytes("total"),
    scriptTransferBytes: bytes("script"),
    requests: resources.find((r) => r.resourceType === "total")?.requestCount ?? 0,
    failingAudits: {
      accessibility: failing("accessibility"),
      bestPractices: failing("best-practices"),
      seo: failing("seo"),
    },
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART…) is tried again. */
async function audit(url, port, cookie, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const error = result?.lhr ? result.lhr.runtimeError : { message: "no report" };
    if (!error) return result.lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${error.message}`);
    log(`${url}: ${error.message}; trying again`);
  }
}

/**
 * Runs every page `runs` times (at `baseUrl` + its path, or at its own `url`). A signed-in page gets its account's session cookie (`sessions[page.as]`) as
 * a request header, as Lighthouse resets the browser's storage (cookies included) before each run. Full
 * reports of the median runs are written to `reportDir`.
 */
export async function runLighthouse({ baseUrl, pages, sessions, runs, reportDir, log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = [];
  try {
    for (const page of pages) {
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(
          page.url ?? `${baseUrl}${page.path}`,
          chrome.port,
          page.as ? sessions[page.as] : undefined,
          log,
        );
        lhrs.push(lhr);
        log(`${page.name}, run ${i + 1}: performance ${Math.round(lhr.categories.performance.score * 100)}`);
      }
      const median = computeMedianRun(lhrs);
      const file = path.join(
        reportDir,
        `${page.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`,
      );
      writeFileSync(file, JSON.stringify(median));
      results.push({
        name: page.name,
        path: page.path,
        public: Boolean(page.public),
        median: summary(median),
        runs: lhrs.map((lhr) => summary(lhr)),
        report: path.relative(process.cwd(), file),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
