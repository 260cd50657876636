// The app as a visitor meets it, for npm run bench:web: the built server on a fresh embedded database with
// the demo seeded (its catalogue, critics and demo sign-ins), and the signed-in session the pages need.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./config.mjs";
import { request } from "./http.mjs";
import { freePort, startNode, stop, waitFor } from "./processes.mjs";

const CRITIC = { username: "critic", password: "corner-critic-demo" };

/** Starts the server; `close()` stops it and removes its database. */
export async function startWebServer({ port, logFile }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cc-bench-web-"));
  const appPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${appPort}`;
  // A development server (the README's default): the same production client, cookies without `Secure`
  // so that plain http on 127.0.0.1 works, and the demo seeded.
  const app = startNode(
    ["dist/server/index.js"],
    {
      PORT: String(appPort),
      HOST: "127.0.0.1",
      NODE_ENV: "development",
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      // Lighthouse loads the public pages many times from one address: measured, never refused.
      RATE_LIMIT_PUBLIC_PER_IP: "1000000",
    },
    logFile ?? path.join(root, "bench/results/server-web.log"),
  );
  try {
    await waitFor(`${url}/readyz`);
  } catch (error) {
    await stop(app);
    throw error;
  }
  return {
    url,
    async close() {
      await stop(app);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The machine's own share of a page's figures: a static page with one heading, no script and no style
 * sheet, served from this process. What Lighthouse measures on it (chiefly the blocking time of the
 * navigation's own task) no page of the app can remove; runs on different machines compare through it.
 */
export async function startBaselineServer() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<meta name="description" content="A baseline page."><title>Baseline</title></head>' +
    "<body><main><h1>Baseline</h1><p>A static page with one heading.</p></main></body></html>";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Signs the demo critic in and answers the session cookie (`name=value`). */
export async function signIn(url, credentials = CRITIC) {
  const response = await request(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${response.text}`);
  return (response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}

/**
 * The pages to measure (issue 34 §2), ids read from the seeded data; `as` names the demo account whose
 * session the page is measured with (none: signed out).
 */
export async function webPages(url, cookie) {
  const list = await request(`${url}/api/podcasts?page=1&sort=title`, { headers: { cookie } });
  if (list.status !== 200) throw new Error(`podcast list: ${list.status} ${list.text}`);
  const podcastId = JSON.parse(list.text).items[0].id;
  return [
    { name: "/auth (signed out)", path: "/auth", public: true },
    { name: "/ (critic)", path: "/", as: "critic" },
    { name: "/ (admin)", path: "/", as: "admin" },
    { name: "podcast page", path: `/podcasts/${podcastId}`, as: "critic" },
    { name: "/critic/add-review", path: "/critic/add-review", as: "critic" },
    { name: "/critics (signed out)", path: "/critics", public: true },
    { name: "critic page (signed out)", path: "/critics/jordan-vale", public: true },
    { name: "/admin", path: "/admin", as: "admin" },
    { name: "share page", path: "/share/critics/jordan-vale", public: true },
  ];
}
