// The printed tables of npm run bench:web, each figure next to its target.
import { isPageChunk } from "./bundle.mjs";
import { TARGETS } from "./lighthouse.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mark = (ok) => (ok ? "" : " ✗");

export const BUNDLE_TARGETS = { firstPageGzipBytes: 81 * 1024, routeGzipBytes: 40 * 1024 };
export const NAVIGATION_TARGET_MS = 100;
/** The machine's baseline (web-server.mjs): measured with the pages, printed apart from them. */
export const BASELINE_PAGE = "baseline (static page, one heading)";

export function printWebReport(report) {
  const t = TARGETS;
  const lines = [
    "",
    `Lighthouse mobile preset, median of ${report.runs} runs (✗ = misses the target)`,
    "",
    `| page | performance ≥${t.performance} | LCP ≤${t.lcpMs} ms | TBT ≤${t.tbtMs} ms | CLS ≤${t.cls} | accessibility ${t.accessibility} | best practices ${t.bestPractices} | SEO ≥${t.seo} (public) | transferred (JS) | TBT of each run |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const baseline = report.lighthouse.find((page) => page.name === BASELINE_PAGE);
  for (const page of report.lighthouse.filter((p) => p !== baseline)) {
    const m = page.median;
    lines.push(
      `| ${page.name} | ${m.performance}${mark(m.performance >= t.performance)} | ${m.lcpMs}${mark(m.lcpMs <= t.lcpMs)} | ${m.tbtMs}${mark(m.tbtMs <= t.tbtMs)} | ${m.cls}${mark(m.cls <= t.cls)} | ${m.accessibility}${mark(m.accessibility >= t.accessibility)} | ${m.bestPractices}${mark(m.bestPractices >= t.bestPractices)} | ${m.seo}${mark(!page.public || m.seo >= t.seo)} | ${kb(m.transferBytes)} (${kb(m.scriptTransferBytes)}) | ${page.runs.map((r) => r.tbtMs).join(" / ")} |`,
    );
  }
  if (baseline) {
    const m = baseline.median;
    lines.push(
      "",
      `Machine baseline, ${BASELINE_PAGE}, no script: TBT ${m.tbtMs} ms, FCP ${m.fcpMs} ms, performance ${m.performance}.`,
      "What this machine adds to every page above; compare runs on different machines with it (docs/performance.md).",
    );
  }
  const failing = report.lighthouse
    .filter((page) => page !== baseline)
    .flatMap((page) =>
      Object.entries(page.median.failingAudits)
        .filter(([, ids]) => ids.length > 0)
        .map(([category, ids]) => `  ${page.name}, ${category}: ${ids.join(", ")}`),
    );
  if (failing.length > 0) lines.push("", "Audits that cost points:", ...failing);

  if (report.navigation) printBrowserChecks(lines, report, t);
  printBundle(lines, report);
  console.info(lines.join("\n"));
}

function printBrowserChecks(lines, report, t) {
  lines.push(
    "",
    `Navigation from a click to the new page's content (target ≤ ${NAVIGATION_TARGET_MS} ms after a hover; requests relative to the click)`,
    "",
    "| link | after hover | prefetched on hover | without hover | data in parallel with chunk | requests after click without hover |",
    "|---|---:|---|---:|---|---|",
  );
  for (const nav of report.navigation) {
    const cold = nav.withoutHover;
    const requests = cold.requests.map((r) => `${r.url} ${r.startMs}–${r.endMs}`).join("; ");
    lines.push(
      `| ${nav.name} | ${nav.contentMs} ms${mark(nav.contentMs <= NAVIGATION_TARGET_MS)} | ${nav.prefetchedOnHover.length} requests | ${cold.contentMs} ms | ${cold.dataInParallelWithChunk ? "yes" : "no ✗"} | ${requests} |`,
    );
  }

  lines.push(
    "",
    `Layout shift while loading (target ≤ ${t.cls}), classic scrollbars`,
    "",
    "| page | desktop 1280×800 | phone 390×844 |",
    "|---|---:|---:|",
  );
  const pagesSeen = [...new Set(report.layoutShift.map((r) => r.page))];
  for (const page of pagesSeen) {
    const at = (viewport) => report.layoutShift.find((r) => r.page === page && r.viewport === viewport)?.cls;
    lines.push(
      `| ${page} | ${at("desktop")}${mark(at("desktop") <= t.cls)} | ${at("phone")}${mark(at("phone") <= t.cls)} |`,
    );
  }
}

function printBundle(lines, report) {
  const { firstPage, routes } = report.bundle;
  const line = (r, budget) =>
    `  ${r.route}: ${kb(r.jsGzipBytes)}${budget ? mark(r.jsGzipBytes <= BUNDLE_TARGETS.routeGzipBytes) : ""}`;
  lines.push(
    "",
    `Bundle (gzip): first page JS ${kb(firstPage.jsGzipBytes)}${mark(firstPage.jsGzipBytes <= BUNDLE_TARGETS.firstPageGzipBytes)} (target ≤ 81 kB), CSS ${kb(firstPage.cssGzipBytes)}; page chunks on top (target ≤ 40 kB each):`,
    ...routes.filter((r) => isPageChunk(r.route)).map((r) => line(r, true)),
    "Fetched on interaction or in the background (menus, dialogs, validation; no target):",
    ...routes.filter((r) => !isPageChunk(r.route)).map((r) => line(r, false)),
  );
}
