// Issue 54, "reads near the ceiling": a few reads at 50 connections, each beside the bare node:http server
// measured in the same run (the ceiling) and, on PostgreSQL, beside the reference stack this product
// replaces (bench/reference-stack.mjs: Express 4, express-session, connect-pg-simple, passport) on the
// same database, accounts and titles. Each probe has a goal: a share of the bare server's rate, or a
// multiple of the reference stack's, and p99 within 50 ms.
import path from "node:path";
import { log, root } from "./config.mjs";
import { request } from "./http.mjs";
import { measure } from "./load.mjs";
import { BARE_SERVER, freePort, startNode, stop, waitFor } from "./processes.mjs";

export const CEILING_P99_MS = 50;

/**
 * The probes. `ofBare`: the goal as a share of the bare server's rate; `ofReference`: as a multiple of
 * the reference stack's (which answers it too). `signedIn`: sent with a bench user's session cookie.
 */
export function ceilingProbes(range, critics) {
  const span = range.hi - range.lo + 1;
  const randomId = () => range.lo + Math.floor(Math.random() * span);
  return [
    {
      name: "GET /api/user, signed in",
      ofBare: 0.5,
      signedIn: true,
      path: () => "/api/user",
      reference: true,
    },
    {
      name: "GET /api/podcasts/:id, signed in",
      ofBare: 0.3,
      signedIn: true,
      path: () => `/api/podcasts/${randomId()}`,
      reference: true,
    },
    // The pages most read at any time: ten critics' pages in turn (each is rendered once, in the warm-up,
    // and kept until a write changes it; cycling through all 300 would measure 300 first drawings).
    {
      name: "a critic's page (HTML), signed out, 10 critics in turn",
      ofBare: 0.3,
      signedIn: false,
      // As a browser asks for a page: the kept page is sent in its kept compressed form.
      headers: { accept: "text/html", "accept-encoding": "br, gzip" },
      path: (k) => `/critics/synthetic-critic-${1 + (k % Math.min(10, critics))}`,
    },
    {
      name: 'search "hidden pol" (broad: many titles contain it)',
      ofReference: 3,
      signedIn: true,
      path: () => `/api/search/podcasts?q=${encodeURIComponent("hidden pol")}`,
      reference: true,
    },
    {
      name: 'search "hidden sci" (no title contains it)',
      signedIn: true,
      path: () => `/api/search/podcasts?q=${encodeURIComponent("hidden sci")}`,
      reference: true,
    },
  ];
}

/** The reference stack on this database, started and ready; `stop()` ends it. */
async function startReference(databaseUrl) {
  const port = await freePort();
  const logFile = path.join(root, "bench/results/server-reference.log");
  const child = startNode(
    ["bench/reference-stack.mjs"],
    { DATABASE_URL: databaseUrl, PORT: String(port) },
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  // Any answer means it listens (a signed-out /api/user is a 401).
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await request(`${url}/api/user`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, stop: () => stop(child) };
}

/** Signs the bench users in on the reference stack; answers their cookies in the same order. */
async function referenceCookies(url, users, password) {
  const cookies = [];
  for (const user of users) {
    const res = await request(`${url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: user.username, password }),
    });
    if (res.status !== 200) throw new Error(`reference login: ${res.status} ${res.text}`);
    cookies.push((res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; "));
  }
  return cookies;
}

const asEndpoint = (probe, cookies, connections) => ({
  name: probe.name,
  connections,
  request: (k) => ({
    path: probe.path(k),
    headers: { ...probe.headers, ...(probe.signedIn ? { cookie: cookies[k % cookies.length] } : {}) },
  }),
});

/**
 * Measures the probes on the app (and on the reference stack when `databaseUrl` is given) at
 * `connections`, after a bare server measured at the same connections. Answers the rows with their ratios
 * and whether each goal was met.
 */
export async function measureCeiling({
  name,
  appUrl,
  users,
  password,
  range,
  critics,
  databaseUrl,
  settings,
}) {
  const connections = settings.ceilingConnections;
  const barePort = await freePort();
  const bare = startNode(["-e", BARE_SERVER], { PORT: String(barePort) });
  let reference;
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`);
    const bareRow = await measure(
      `${name}: bare node:http, ${connections} connections`,
      `http://127.0.0.1:${barePort}/`,
      { name: "bare", connections, request: () => ({ path: "/" }) },
      settings,
    );
    if (databaseUrl) reference = await startReference(databaseUrl);
    const referenceUsers = reference ? await referenceCookies(reference.url, users, password) : [];
    const appCookies = users.map((u) => u.cookie);
    const rows = [];
    for (const probe of ceilingProbes(range, critics)) {
      const app = await measure(
        `${name}: ${probe.name}`,
        appUrl,
        asEndpoint(probe, appCookies, connections),
        settings,
      );
      const ref =
        reference && probe.reference
          ? await measure(
              `${name}: reference stack, ${probe.name}`,
              reference.url,
              asEndpoint(probe, referenceUsers, connections),
              settings,
            )
          : null;
      const ofBare = app.requestsPerSecond / bareRow.requestsPerSecond;
      const ofReference = ref ? app.requestsPerSecond / ref.requestsPerSecond : null;
      const met =
        app.errors === 0 &&
        app.p99Ms <= CEILING_P99_MS &&
        (probe.ofBare === undefined || ofBare >= probe.ofBare) &&
        (probe.ofReference === undefined || (ofReference !== null && ofReference >= probe.ofReference));
      rows.push({
        probe: probe.name,
        app,
        reference: ref,
        ofBare: Number(ofBare.toFixed(3)),
        ofReference: ofReference === null ? null : Number(ofReference.toFixed(2)),
        goal: { ofBare: probe.ofBare ?? null, ofReference: probe.ofReference ?? null, p99Ms: CEILING_P99_MS },
        met,
      });
      log(
        `${probe.name}: ${(ofBare * 100).toFixed(1)}% of bare` +
          (ofReference === null ? "" : `, ${ofReference.toFixed(2)}× the reference stack`) +
          `, p99 ${app.p99Ms} ms: ${met ? "goal met" : "goal not met"}`,
      );
    }
    return { connections, bare: bareRow, rows };
  } finally {
    await reference?.stop();
    await stop(bare);
  }
}
