/**
 * Bad input under load: thousands of malformed, oversized and hostile requests to every endpoint of a
 * real server process, as an anonymous caller, a critic and an administrator. No answer may be a 5xx,
 * every 4xx of the API is the `{ message }` envelope and the process survives. Whether its memory settles
 * after the storm is a measurement, made by `npm run bench:fuzz` (FUZZ_CHECK_MEMORY=1), not by the test suite.
 *
 * Endpoints come from the route table (and their inputs from the OpenAPI document), so a new route is
 * fuzzed without touching this file. Three phases: a random warm-up, deterministic sweeps (every hostile
 * value through every path parameter, query parameter and body field), then the rest of the random storm.
 * The generator is seeded: FUZZ_SEED=<n> replays a run.
 *
 * The run's size is a number of requests, never a time: FUZZ_REQUESTS (default 2,000, small enough for a
 * busy laptop) is shared between the sweeps and the storm. With fewer requests than the sweeps hold, each
 * route gets its share of the sweep, picked by the seed (so successive runs cover different pairs);
 * `npm run bench:fuzz` sends 20,000, the whole sweep and a long storm. The time limit only catches a hang.
 *
 * Not even a 503 is allowed: the critic database is the built-in one here, so it is never down.
 */

import { readFileSync } from "node:fs";
import { criticSharePath } from "@shared/schemas/critic";
import { podcastInputSchema } from "@shared/schemas/podcast";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT } from "../app";
import { openDatabase } from "../db/client";
import { createPodcast } from "../services/podcasts/admin-podcasts";
import { createReview } from "../services/reviews/reviews";
import { validReview } from "../test/catalogue-fixtures";
import { validSubmission } from "../test/critic-data";
import {
  bodySweepRequests,
  type FuzzContext,
  type FuzzRequest,
  type FuzzRoute,
  fuzzRequest,
  randomBytesRequest,
  sweepRequests,
} from "../test/fuzz/cases";
import { type Answer, closeAgent, send, sendRaw } from "../test/fuzz/http";
import { Prng } from "../test/fuzz/prng";
import type { JsonSchema } from "../test/fuzz/schema-sample";
import { type SpawnedServer, spawnServer } from "../test/spawn-server";
import { createTestApp } from "../test/test-app";
import { serverProcessDatabase } from "../test/test-database";
import { IMPORT_BODY_LIMIT } from "./admin/podcast-imports";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Math.max(200, Number(process.env.FUZZ_REQUESTS ?? 2000) || 2000);
/** A hang guard, far above what the request count needs on a loaded machine (about 15 ms a request idle). */
const TIME_LIMIT_MS = 600_000 + REQUESTS * 200;
const CONCURRENCY = 8;
/**
 * How far RSS may stay above its idle level once the storm is over (GC is lazy; leaks are not). The
 * embedded database's WebAssembly heap grows with what the storm stores and never shrinks, so it gets more.
 * A starved process collects late and sizes its heap up: on a machine at load 14 the PostgreSQL run stayed
 * 103 MB above idle with nothing leaking, so the slack is set for a busy machine; a leak of a few hundred
 * kilobytes a request still fails it.
 */
const RSS_SLACK_MB = process.env.TEST_DB === "postgres" ? 160 : 200;
const CHECK_MEMORY = process.env.FUZZ_CHECK_MEMORY === "1";
const CRITIC_NAME = "Fuzz Critic";
const PASSWORD = "fuzz-Passw0rd-fuzz";
const NOT_ENDPOINTS = new Set(["GET /*"]);

type Caller = "anonymous" | "critic" | "admin";
const CALLERS: Caller[] = ["anonymous", "critic", "admin"];

const cleanups: (() => Promise<unknown> | unknown)[] = [];
let server: SpawnedServer;
let routes: FuzzRoute[];
const cookies: Record<Caller, string> = { anonymous: "", critic: "", admin: "" };
const usernames: Record<Exclude<Caller, "anonymous">, string> = { critic: "", admin: "" };
let plausibleValues: Record<string, string>;
let validBodies: Record<string, (rng: Prng) => unknown>;

afterAll(async () => {
  closeAgent();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  const { env, drop } = await serverProcessDatabase();
  cleanups.push(drop);
  return env;
}

/** Users and data for the storm, written before the server starts (PGlite allows one process at a time). */
async function prepare(env: Record<string, string>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const t = await createTestApp({ database, env: { METRICS_ENABLED: "1" } });
  try {
    await t.ctx.criticDb.createCriticName({ name: CRITIC_NAME, publication: "Fuzz Weekly" });
    const admin = await t.createUser({ role: "admin", status: "active", password: PASSWORD });
    const critic = await t.createUser({ criticName: CRITIC_NAME, password: PASSWORD });
    const victim = await t.createUser();
    usernames.admin = admin.username;
    usernames.critic = critic.username;
    const podcast = await createPodcast(
      t.ctx,
      podcastInputSchema.parse({ title: "Fuzz Podcast", publisher: "Fuzz Media", category: "Technology" }),
    );
    const review = await createReview(t.ctx.db, critic, validReview(podcast.id, 4));
    const [criticReview] = await t.ctx.criticDb.upsertReviews([
      {
        submissionId: "fuzz-review",
        reviewer: CRITIC_NAME,
        publication: "Fuzz Weekly",
        podcast: "Fuzz Podcast",
        snippet: "A review in the critic database that the fuzzer may edit or delete.",
        rating: 4,
        date: "2025-01-05",
        url: "https://example.com/fuzz",
      },
    ]);
    const n = (rng: Prng) => rng.int(1_000_000_000);
    validBodies = {
      "POST /api/register": (rng) => ({
        username: `fuzz_${n(rng)}`,
        password: "fuzz-Passw0rd-new",
        name: "Fuzz Person",
        email: "fuzz@example.com",
      }),
      // A wrong password, so that the storm does not pile up sessions.
      "POST /api/login": () => ({ username: critic.username, password: "wrong-Passw0rd" }),
      "POST /api/forgot-password": () => ({ username: victim.username }),
      "POST /api/reset-password": () => ({ token: "x".repeat(43), password: "fuzz-Passw0rd-new" }),
      "PUT /api/users/:id": () => ({
        name: "Fuzz Victim",
        role: "critic",
        status: "active",
        email: "victim@example.com",
      }),
      "PATCH /api/users/:id": () => ({
        name: "Fuzz Victim",
        email: "victim@example.com",
        location: "Somewhere",
        genres: ["Arts"],
      }),
      "POST /api/admin/critic-names": (rng) => ({
        name: `Fuzz Critic ${n(rng)}`,
        publication: "Fuzz Weekly",
      }),
      "POST /api/admin/critic-names/:name/publications": (rng) => ({ publication: `Fuzz Daily ${n(rng)}` }),
      "POST /api/podcasts": (rng) => ({
        title: `Fuzz Podcast ${n(rng)}`,
        publisher: "Fuzz Media",
        category: "Technology",
        description: "A podcast made by the fuzzer.",
        website: "https://example.com/fuzz",
        tags: ["fuzz"],
      }),
      "PUT /api/podcasts/:id": () => ({
        title: "Fuzz Podcast",
        publisher: "Fuzz Media",
        category: "Technology",
      }),
      "POST /api/reviews": () => ({
        podcastId: podcast.id,
        title: "Fuzz review",
        content: "A review written by the fuzzer, long enough.",
        rating: 4,
      }),
      "PUT /api/reviews/:id": () => ({
        title: "Fuzz review",
        content: "A review edited by the fuzzer, long enough.",
        rating: 3,
      }),
      "PATCH /api/critic-reviews/:id": () => ({
        snippet: "An edited snippet that is long enough to pass the checks.",
        rating: 3,
        date: "2025-01-05",
        url: "https://example.com/fuzz",
      }),
      "POST /api/airtable/reviews": () => validSubmission(),
      "POST /api/admin/podcasts/import": (rng) => [
        { title: `Fuzz Import ${n(rng)}`, publisher: "Fuzz Media", category: "Technology" },
      ],
    };
    plausibleValues = {
      "/api/podcasts/:id": String(podcast.id),
      "/api/reviews/:id": String(review.id),
      "/api/users/:id": String(victim.id),
      userId: String(critic.id),
      criticName: CRITIC_NAME,
      name: CRITIC_NAME,
      "/api/critic-reviews/:id": criticReview!.id,
      "/api/admin/critic-reviews/:id": "1",
      slug: criticSharePath("fuzz-critic").split("/").pop()!,
      file: "inter-400.woff2",
      token: "not-a-token",
      id: String(podcast.id),
    };
    return t.app.registeredRoutes.filter((r) => !NOT_ENDPOINTS.has(`${r.method} ${r.url}`));
  } finally {
    await t.close();
  }
}

async function login(caller: Exclude<Caller, "anonymous">): Promise<void> {
  const answer = await send(server.url, {
    method: "POST",
    path: "/api/login",
    headers: { "content-type": "application/json", origin: server.url, "sec-fetch-site": "same-origin" },
    body: Buffer.from(JSON.stringify({ username: usernames[caller], password: PASSWORD })),
  });
  const cookie = [answer.headers["set-cookie"]].flat()[0]?.split(";")[0];
  if (answer.status !== 200 || !cookie)
    throw new Error(`login as ${caller}: ${answer.status} ${answer.text}`);
  cookies[caller] = cookie;
}

/** Signs in again whoever the storm signed out (a fuzzed logout, say). */
async function keepSignedIn(): Promise<void> {
  for (const caller of ["critic", "admin"] as const) {
    const answer = await send(server.url, {
      method: "GET",
      path: "/api/user",
      headers: { cookie: cookies[caller] },
    });
    if (answer.status !== 200) await login(caller);
  }
}

/** Request body and query parameters of each route, from the server's OpenAPI document. */
async function describeRoutes(registered: { method: string; url: string }[]): Promise<FuzzRoute[]> {
  const answer = await send(server.url, { method: "GET", path: "/api/openapi.json", headers: {} });
  const doc = JSON.parse(answer.text) as {
    paths: Record<string, Record<string, any>>;
  };
  return registered.map(({ method, url }) => {
    const operation = doc.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
    const body = operation?.requestBody?.content?.["application/json"]?.schema as JsonSchema | undefined;
    const query = ((operation?.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[])
      .filter((p) => p.in === "query")
      .map((p) => ({ name: p.name, schema: p.schema }));
    return { method, url, body, query };
  });
}

function rssMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** A few ordinary requests, so that the server settles (timers, GC) before RSS is read. */
async function idleRequests(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await send(server.url, { method: "GET", path: "/healthz", headers: {} });
    await send(server.url, { method: "GET", path: "/api/podcasts", headers: { cookie: cookies.critic } });
  }
  await new Promise((r) => setTimeout(r, 500));
}

function problemWith(request: FuzzRequest, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400 || !request.expectEnvelope || request.method === "HEAD") return undefined;
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    if (typeof body.message !== "string" || !body.message) return `a ${answer.status} without a message`;
  } catch {
    return `a ${answer.status} that is not JSON`;
  }
  return undefined;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body ? ` body(${request.body.length}): ${request.body.toString().slice(0, 160)}` : "";
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${v.slice(0, 80)}`)
    .join(", ");
  return `[${request.kind}] ${request.method} ${request.path.slice(0, 200)} {${headers}}${body}`;
}

interface StormReport {
  failures: string[];
  sent: number;
  statuses: Record<number, number>;
  kinds: Record<string, number>;
}

const count = <K extends string | number>(map: Record<K, number>, key: K) => {
  map[key] = (map[key] ?? 0) + 1;
};

/** Stands for the caller's session cookie in a prepared request; filled in when it is sent. */
const SESSION = "{{session}}";

function fuzzContext(rng: Prng, caller: Caller): FuzzContext {
  return {
    rng,
    origin: server.url,
    cookie: caller === "anonymous" ? "" : SESSION,
    plausible: (r, param) =>
      plausibleValues[`${r.url.split(`:${param}`)[0]}:${param}`] ?? plausibleValues[param] ?? "x",
    validBody: (r) => validBodies[`${r.method} ${r.url}`]?.(rng),
    bodyLimit: (r) => (r.url === "/api/admin/podcasts/import" ? IMPORT_BODY_LIMIT : BODY_LIMIT),
  };
}

type Job = { caller: Caller; request: FuzzRequest } | { raw: Buffer; route: FuzzRoute } | { error: string };

/** Request number `index` of the seeded random sequence. */
function randomJob(index: number): Job {
  const rng = new Prng((SEED ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const route = routes[index % routes.length]!;
  const caller = rng.pick(CALLERS);
  if (rng.chance(0.03)) return { raw: randomBytesRequest(rng, route), route };
  try {
    return { caller, request: fuzzRequest(route, fuzzContext(rng, caller)) };
  } catch (error) {
    return { error: `could not build a request for ${route.method} ${route.url}: ${error}` };
  }
}

/**
 * Up to `budget` of the sweep's jobs: all of them when they fit, else the same share of every route's,
 * picked by the seed.
 */
function sampleSweep(jobs: { route: string; job: Job }[], budget: number): Job[] {
  if (jobs.length <= budget) return jobs.map((j) => j.job);
  const share = budget / jobs.length;
  const byRoute = new Map<string, Job[]>();
  for (const { route, job } of jobs) byRoute.set(route, [...(byRoute.get(route) ?? []), job]);
  const rng = new Prng(SEED);
  return [...byRoute.values()].flatMap((list) => {
    const shuffled = [...list];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    return shuffled.slice(0, Math.max(1, Math.round(list.length * share)));
  });
}

/** The deterministic sweeps: hostile path and query parameters as a critic and as an administrator, then body fields. */
function sweepJobs(budget: number): Job[] {
  const jobs = (["critic", "admin"] as const).flatMap((caller) =>
    routes.flatMap((route) =>
      sweepRequests(route, fuzzContext(new Prng(SEED), caller)).map((request) => ({
        route: `${route.method} ${route.url}`,
        job: { caller, request } as Job,
      })),
    ),
  );
  // Bodies as the caller who may send them, so that each value gets past the sign-in checks.
  for (const route of routes) {
    const caller = route.url.startsWith("/api/airtable/") ? "critic" : "admin";
    const ctx = fuzzContext(new Prng(SEED), caller);
    for (const request of bodySweepRequests(route, ctx))
      jobs.push({ route: `${route.method} ${route.url} body`, job: { caller, request } });
  }
  return sampleSweep(jobs, budget);
}

/** Sends jobs `from` to `to` - 1, CONCURRENCY at a time, and checks every answer. */
async function storm(jobAt: (index: number) => Job, from: number, to: number): Promise<StormReport> {
  const report: StormReport = { failures: [], sent: 0, statuses: {}, kinds: {} };
  const { failures } = report;
  let next = from;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= to) return;
      if (index % 250 === 0 && index > 0) await keepSignedIn();
      const job = jobAt(index);
      if ("error" in job) {
        failures.push(`#${index} ${job.error}`);
        continue;
      }
      if ("raw" in job) {
        const status = await sendRaw(server.port, job.raw);
        if (/^HTTP\/1\.[01] 5/.test(status))
          failures.push(`#${index} raw bytes to ${job.route.url}: ${status}`);
        continue;
      }
      const { caller } = job;
      const cookie = job.request.headers.cookie?.replaceAll(SESSION, cookies[caller]);
      const request = { ...job.request, headers: { ...job.request.headers, ...(cookie ? { cookie } : {}) } };
      count(report.kinds, request.kind.split(":")[0]!);
      let answer: Answer;
      try {
        answer = await send(server.url, request);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // The client refuses some hostile headers itself; a huge body may be cut off once answered.
        if (code === "ERR_INVALID_CHAR" || code === "ERR_UNESCAPED_CHARACTERS") continue;
        if ((code === "ECONNRESET" || code === "EPIPE") && request.kind.startsWith("hugeBody")) continue;
        failures.push(`#${index} (${caller}) no answer (${code ?? error}): ${describeRequest(request)}`);
        continue;
      }
      report.sent++;
      count(report.statuses, answer.status);
      const problem = problemWith(request, answer);
      if (problem) {
        failures.push(
          `#${index} (${caller}) ${problem}: ${describeRequest(request)} -> ${answer.text.slice(0, 200)}`,
        );
      }
      // A fuzzed logout ends the caller's session, and a sign-in or registration replaces it.
      const replaced = [answer.headers["set-cookie"] ?? []].flat().some((c) => c.startsWith("cc_session="));
      if (caller !== "anonymous" && replaced) await login(caller);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

describe("API fuzzing against a real server process", () => {
  beforeAll(async () => {
    const env = await databaseEnv();
    const registered = await prepare(env);
    server = await spawnServer({
      ...env,
      METRICS_ENABLED: "1",
      LOG_LEVEL: "error",
      RATE_LIMIT_LOGIN_PER_USER: "100000",
      RATE_LIMIT_LOGIN_PER_IP: "100000",
      RATE_LIMIT_REGISTER_PER_IP: "100000",
      RATE_LIMIT_FORGOT_PER_USER: "100000",
      RATE_LIMIT_FORGOT_PER_IP: "100000",
      RATE_LIMIT_PUBLIC_PER_IP: "1000000",
      RATE_LIMIT_REVIEWS_PER_HOUR: "100000",
    });
    cleanups.push(() => server.stop());
    await login("critic");
    await login("admin");
    routes = await describeRoutes(registered);
  }, 120_000);

  it(
    `answers every hostile request with a 4xx and survives${CHECK_MEMORY ? ", and its memory settles" : ""} (seed ${SEED})`,
    async () => {
      expect(routes.length).toBeGreaterThan(30);
      // Half the budget for the sweeps (all of them once the budget allows), the rest for the random storm.
      const sweep = sweepJobs(Math.floor(REQUESTS / 2));
      const random = REQUESTS - sweep.length;
      console.info(
        `API fuzz: seed ${SEED}, ${sweep.length} sweep + ${random} random requests over ${routes.length} routes (FUZZ_SEED=${SEED} replays, FUZZ_REQUESTS sets the size)`,
      );
      // A first random quarter and the sweep through every parameter warm the process up (every code path
      // compiled, caches and heap sized), so that the idle level it settles at is one that a leak in the
      // other three quarters would clearly exceed.
      const warmUp = Math.floor(random / 4);
      const first = await storm(randomJob, 0, warmUp);
      const swept = await storm((i) => sweep[i]!, 0, sweep.length);
      await idleRequests();
      const idleRss = rssMb();
      const second = await storm(randomJob, warmUp, random);
      const failures = [...first.failures, ...swept.failures, ...second.failures];
      for (const report of [first, swept, second]) {
        console.info(
          `API fuzz: ${report.sent} answered; statuses ${JSON.stringify(report.statuses)}; cases ${JSON.stringify(report.kinds)}`,
        );
      }
      if (failures.length) {
        console.info(`API fuzz failures (seed ${SEED}):\n${failures.slice(0, 40).join("\n")}`);
        console.info(`server log:\n${server.output().slice(-8000)}`);
      }
      expect(failures, `seed ${SEED}`).toEqual([]);

      // Still alive; under `npm run bench:fuzz`, its memory settles back near where it started.
      expect((await send(server.url, { method: "GET", path: "/healthz", headers: {} })).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      if (!CHECK_MEMORY) return;
      let rss = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 5 && rss > idleRss + RSS_SLACK_MB; round++) {
        await idleRequests();
        rss = Math.min(rss, rssMb());
      }
      console.info(`API fuzz: RSS idle ${idleRss.toFixed(0)} MB, after the storm ${rss.toFixed(0)} MB`);
      expect(rss).toBeLessThan(idleRss + RSS_SLACK_MB);
    },
    TIME_LIMIT_MS,
  );
});
