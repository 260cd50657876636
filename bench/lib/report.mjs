// The printed table and the JSON report.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./config.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes) => (bytes === undefined ? "n/a" : `${Math.round(bytes / 1024 / 1024)} MB`);
const n = (x) => x.toLocaleString("en-US");

/** One table: every target's API rows with its bare baseline, SQL per request and server RSS. */
export function printReport(report) {
  const lines = [
    "",
    `${report.durationSeconds} s per endpoint after ${report.warmupSeconds} s warm-up, ${report.connections} connections, ${report.cpus} CPUs, Node ${report.node}`,
    "",
    "| target | endpoint | req/s | of bare | p50 ms | p99 ms | errors | SQL/req |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const target of report.targets) {
    const label = `${target.name} (${n(target.podcasts)} podcasts, ${n(target.reviews)} reviews)`;
    const bare = target.bare;
    lines.push(
      `| ${label} | bare node:http, constant JSON | ${n(bare.requestsPerSecond)} | 100% | ${bare.p50Ms} | ${bare.p99Ms} | ${bare.errors} | – |`,
    );
    for (const r of target.endpoints)
      lines.push(
        `| ${label} | ${r.name} | ${n(r.requestsPerSecond)} | ${(r.ofBare * 100).toFixed(1)}% | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.queriesPerRequest} |`,
      );
    if (target.export) {
      const e = target.export;
      lines.push(
        `| ${label} | GET ${e.path}: ${n(e.rows)} rows, ${n(e.megabytes)} MB in ${e.seconds} s (${n(e.rowsPerSecond)} rows/s); server RSS before / peak | ${mb(e.rss.idle)} / ${mb(e.rss.peak)} | | | | | |`,
      );
    }
    lines.push(
      `| ${label} | server RSS: idle / peak under load / after | ${mb(target.rss.idle)} / ${mb(target.rss.peakUnderLoad)} / ${mb(target.rss.after)} | | | | | |`,
    );
  }
  for (const target of report.targets) {
    const ceiling = target.ceiling;
    if (!ceiling) continue;
    lines.push(
      "",
      `Reads near the ceiling (issue 54), ${target.name}, ${ceiling.connections} connections: bare node:http ${n(ceiling.bare.requestsPerSecond)} req/s in the same run`,
      "",
      "| probe | req/s | of bare | reference stack req/s | of reference | p99 ms | goal | met |",
      "|---|---:|---:|---:|---:|---:|---|---|",
    );
    for (const r of ceiling.rows) {
      const goal = [
        r.goal.ofBare === null ? null : `≥ ${r.goal.ofBare} × bare`,
        r.goal.ofReference === null ? null : `≥ ${r.goal.ofReference} × reference`,
        `p99 ≤ ${r.goal.p99Ms} ms`,
      ]
        .filter(Boolean)
        .join(", ");
      lines.push(
        `| ${r.probe} | ${n(r.app.requestsPerSecond)} | ${r.ofBare.toFixed(2)} | ${r.reference ? n(r.reference.requestsPerSecond) : "–"} | ${r.ofReference === null ? "–" : `${r.ofReference.toFixed(2)}×`} | ${r.app.p99Ms} | ${goal} | ${r.met ? "yes" : "no"} |`,
      );
    }
  }
  if (report.import) {
    const i = report.import;
    const h = i.healthz;
    lines.push(
      "",
      `Import (embedded, empty database): POST ${i.path} with ${n(i.rows)} CSV rows (${i.megabytes} MB) in ${i.seconds} s, ${n(i.created)} created, ${n(i.failed)} failed`,
      `  /healthz every 50 ms meanwhile: ${h.samples} calls, p50 ${h.p50Ms} ms (idle ${h.idleP50Ms} ms), p99 ${h.p99Ms} ms, max ${h.maxMs} ms, ${h.over100Ms} at or over 100 ms (target: under 100 ms)`,
    );
  }
  const { firstPage, routes } = report.bundle;
  lines.push(
    "",
    "Client bundle (raw / gzip): first page (entry, its static imports and CSS) " +
      `JS ${kb(firstPage.jsBytes)} / ${kb(firstPage.jsGzipBytes)}, CSS ${kb(firstPage.cssBytes)} / ${kb(firstPage.cssGzipBytes)}`,
    "Route chunks, JS beyond the first page (raw / gzip):",
    ...routes.map(
      (r) =>
        `  ${r.route}: ${kb(r.jsBytes)} / ${kb(r.jsGzipBytes)}${r.cssBytes ? `, CSS ${kb(r.cssBytes)} / ${kb(r.cssGzipBytes)}` : ""}`,
    ),
  );
  console.info(lines.join("\n"));
}

export function writeReport(report, { reference }) {
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${report.date.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  if (reference) copyFileSync(file, path.join(dir, "reference.json"));
  return path.relative(root, file);
}
