// npm run bench:lcp -- /podcasts/1: why a page's LCP is when Lighthouse says. One Lighthouse mobile run of the
// page (built server, fresh embedded database with the demo, as npm run bench:web; signed in as the demo
// critic except on /auth, `--as admin` for the administrator, `--build 1` builds first), then the
// simulation Lighthouse computed its LCP from (Lantern, "optimistic" graph): every request and main-thread
// task the LCP waited for, with its simulated start and end, its size and priority, and what it waited for
// itself. Lantern runs at most 6 requests at once per origin (HTTP/1.1) and lets a script request start only
// after the task of the parser that found it, so this shows which requests hold the connections while the
// app's script waits (the "Sixth pass" of docs/performance.md in its git history shows how to read it).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { runLighthouse } from "./lib/lighthouse.mjs";
import { pageArgs } from "./lib/page-args.mjs";
import { signIn, startWebServer } from "./lib/web-server.mjs";

const { pagePath, credentials } = pageArgs();

const short = (url) => url.replace(/^https?:\/\/[^/]+/, "");

function label(node, timings) {
  if (node.type === "network") return short(node.request.url) || "/";
  return `task at ${Math.round(timings.get(node)?.startTime ?? 0)} ms`;
}

const server = await startWebServer({});
const reportDir = mkdtempSync(path.join(tmpdir(), "cc-bench-lcp-"));
try {
  const signedIn = credentials !== null;
  const cookie = signedIn ? await signIn(server.url, credentials) : undefined;
  const [result] = await runLighthouse({
    baseUrl: server.url,
    pages: [{ name: pagePath, path: pagePath, ...(signedIn ? { as: "visitor" } : {}) }],
    sessions: { visitor: cookie },
    runs: 1,
    reportDir,
    log: () => {},
  });
  console.info(
    `${pagePath}: LCP ${result.median.lcpMs} ms, FCP ${result.median.fcpMs} ms (Lighthouse mobile)`,
  );
  const lhr = JSON.parse(readFileSync(path.resolve(result.report), "utf8"));
  const element = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  console.info(`LCP element: ${element ? `${element.nodeLabel} (${element.selector})` : "unknown"}\n`);
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get("optimisticLargestContentfulPaint");
  if (!timings) throw new Error("Lighthouse did not simulate the LCP (no optimistic LCP graph)");
  console.info("simulated start   end  what (size, priority) <- waited for");
  const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    const took = t.endTime - t.startTime;
    if (node.type !== "network" && took < 20) continue; // short tasks hide the requests
    const what =
      node.type === "network"
        ? `${label(node, timings)} (${(node.request.transferSize / 1024).toFixed(1)} kB, ${node.request.priority})`
        : `main-thread task (${Math.round(took)} ms simulated)`;
    const deps = node.getDependencies().map((d) => label(d, timings));
    const at = `${String(Math.round(t.startTime)).padStart(9)} ${String(Math.round(t.endTime)).padStart(5)}`;
    console.info(`${at}  ${what}${deps.length ? ` <- ${deps.join(", ")}` : ""}`);
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
  await server.close();
}
