// npm run bench:trace -- /podcasts/1: where one page's load spends the main thread. Starts the built server on
// a fresh embedded database with the demo (as npm run bench:web), opens the page in Chromium at a phone's
// width with the CPU slowed down 4× (as Lighthouse's mobile preset), records a Chromium trace, and prints
// every main-thread task of 30 ms or more with what filled it (script evaluation, rendering, layout…), and
// the blocking time (each task's time over 50 ms, summed). Signed in as the demo critic, except on /auth;
// `--as admin` signs in as the demo administrator; `--build 1` builds first. The trace goes to bench/results/trace-<date>.json (open it
// in Chromium's Performance panel). Use it to find a long task's cause; compare pages with bench:web.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root } from "./lib/config.mjs";
import { CHROMIUM } from "./lib/lighthouse.mjs";
import { pageArgs } from "./lib/page-args.mjs";
import { signIn, startWebServer } from "./lib/web-server.mjs";

const { pagePath, credentials } = pageArgs();

const CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute";

/** The renderer's main thread: the thread with the most time in tasks. */
function mainThread(tasks) {
  const time = new Map();
  for (const t of tasks) time.set(`${t.pid}:${t.tid}`, (time.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur);
  return [...time].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** What filled a task: its events by name (scripts by file), longest first. */
function breakdown(events, task) {
  const byName = new Map();
  for (const e of events) {
    if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== "X" || e === task) continue;
    if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur) continue;
    const script = e.name === "FunctionCall" || e.name === "EvaluateScript" ? e.args?.data?.url : null;
    const name = script ? `${e.name} ${script.split("/").pop()}` : e.name;
    byName.set(name, (byName.get(name) ?? 0) + e.dur);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
    .join(" | ");
}

const server = await startWebServer({});
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (credentials !== null) {
    const cookie = await signIn(server.url, credentials);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), url: server.url };
      }),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await cdp.send("Tracing.end");
  await complete;

  const tasks = events.filter((e) => e.name === "RunTask" && e.dur >= 30_000);
  const main = mainThread(tasks);
  const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const mine = tasks.filter((t) => `${t.pid}:${t.tid}` === main);
  console.info(`${pagePath}: main-thread tasks of 30 ms or more, CPU 4× slower (ms from the first event)\n`);
  for (const task of mine) {
    const at = String(Math.round((task.ts - start) / 1000)).padStart(6);
    const took = String(Math.round(task.dur / 1000)).padStart(5);
    console.info(`${at} ms ${took} ms  ${breakdown(events, task)}`);
  }
  const blocking = mine.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0);
  console.info(`\nblocking time (each task's time over 50 ms, summed): ${Math.round(blocking)} ms`);
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  const file = path.join(root, `bench/results/trace-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  console.info(`trace: ${path.relative(root, file)}`);
} finally {
  await browser.close();
  await server.close();
}
