import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { createUser, type NewUser } from "./services/users/create-user";
import { validSubmission } from "./test/critic-data";
import { FakeAirtable, fakeAirtableEnv } from "./test/fake-airtable";
import { type SpawnedServer, spawnServer } from "./test/spawn-server";
import { serverProcessDatabase } from "./test/test-database";

/**
 * Whole-process behaviour: several instances on one PostgreSQL server, and a clean shutdown on SIGTERM.
 * Runs real server processes; the multi-instance part needs the PostgreSQL server.
 */
const onServer = process.env.TEST_DB === "postgres";
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  const { env, drop } = await serverProcessDatabase();
  cleanups.push(drop);
  return env;
}

async function json(res: Response) {
  return {
    status: res.status,
    body: (await res.json()) as any,
    cookie: res.headers.get("set-cookie")?.split(";")[0],
  };
}

const post = (url: string, body?: unknown, cookie?: string) =>
  fetch(url, {
    method: "POST",
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PASSWORD = "twin-Secret-99";

type AccountInput = Omit<NewUser, "password" | "name"> & { name?: string };

/** Creates an account straight in the database, as create-admin would (the embedded one only while no server holds it). */
async function createAccount(env: Record<string, string>, input: AccountInput) {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR! },
  );
  try {
    await migrate(handle);
    return await createUser(handle.db, { name: input.username, ...input, password: PASSWORD });
  } finally {
    await handle.close();
  }
}

/**
 * After a clean stop no job may be left running; the queued ones are made due now, so the next start
 * delivers them without waiting out the back-off their failed attempts earned (which grows with how
 * long a loaded machine took to get here). Answers the statuses of the jobs that are not done.
 */
async function makeQueuedJobsDue(env: Record<string, string>): Promise<string[]> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR! },
  );
  try {
    const left = await handle.db.execute<{ status: string }>(
      sql`select status from jobs where status <> 'done' order by id`,
    );
    await handle.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    return left.rows.map((r) => r.status);
  } finally {
    await handle.close();
  }
}

async function signIn(server: SpawnedServer, username: string): Promise<string> {
  const res = await json(await post(`${server.url}/api/login`, { username, password: PASSWORD }));
  expect(res.status).toBe(200);
  return res.cookie!;
}

/** Submits critic reviews and answers their submission ids (what the critic database stores). */
async function submitReviews(server: SpawnedServer, cookie: string, count: number, prefix: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await json(
      await post(
        `${server.url}/api/airtable/reviews`,
        validSubmission({ podcastName: `${prefix} ${i}` }),
        cookie,
      ),
    );
    expect(res.status).toBe(201);
    ids.push(String(res.body.review.id).replace(/^sub_/, ""));
  }
  return ids;
}

/** Successful writes to the Reviews table that carried the given submission id. */
const writesOf = (airtable: FakeAirtable, id: string) =>
  airtable.requests.filter(
    (r) =>
      r.method !== "GET" && r.path.endsWith("/Reviews") && r.status === 200 && r.body.includes(`"${id}"`),
  );

async function waitForRecords(airtable: FakeAirtable, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (airtable.records("Reviews").length < count && Date.now() < deadline) await sleep(200);
}

describe.runIf(onServer)("two instances on one database", () => {
  let a: SpawnedServer;
  let b: SpawnedServer;
  let databaseUrl: string;
  const airtable = new FakeAirtable();

  const account = (input: AccountInput) => createAccount({ DATABASE_URL: databaseUrl }, input);

  beforeAll(async () => {
    await airtable.start();
    cleanups.push(() => airtable.stop());
    const env = await databaseEnv();
    databaseUrl = env.DATABASE_URL!;
    const both = { ...env, ...fakeAirtableEnv(airtable, { AIRTABLE_CACHE_SECONDS: "0" }) };
    [a, b] = await Promise.all([spawnServer(both), spawnServer(both)]);
    cleanups.push(
      () => void a.stop(),
      () => void b.stop(),
    );
  }, 120_000);

  it("share sessions: made on one, used on the other, ended on both by logout or suspension", async () => {
    const reg = await json(
      await post(`${a.url}/api/register`, {
        username: "twin_user",
        password: "twin-Secret-99",
        name: "Twin",
      }),
    );
    expect(reg.status).toBe(201);
    const cookie = reg.cookie!;
    expect((await fetch(`${b.url}/api/user`, { headers: { cookie } })).status).toBe(200);
    expect((await post(`${b.url}/api/logout`, undefined, cookie)).status).toBe(200);
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(401);

    const login = await json(
      await post(`${b.url}/api/login`, { username: "twin_user", password: "twin-Secret-99" }),
    );
    expect(login.status).toBe(200);
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie: login.cookie! } })).status).toBe(200);
  });

  it("enforce a suspension made on one instance on the other at once", async () => {
    await account({ username: "twin_admin", role: "admin", status: "active" });
    const critic = await account({ username: "twin_critic", role: "critic", status: "active" });
    const admin = await signIn(a, "twin_admin");
    const criticOnB = await signIn(b, "twin_critic");
    expect((await fetch(`${b.url}/api/user`, { headers: { cookie: criticOnB } })).status).toBe(200);

    const suspended = await fetch(`${a.url}/api/users/${critic.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({ status: "suspended" }),
    });
    expect(suspended.status).toBe(200);
    expect((await fetch(`${b.url}/api/user`, { headers: { cookie: criticOnB } })).status).toBe(401);
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie: criticOnB } })).status).toBe(401);
    expect((await post(`${b.url}/api/login`, { username: "twin_critic", password: PASSWORD })).status).toBe(
      403,
    );
  });

  it("deliver each queued critic review exactly once, whichever instance accepted it", async () => {
    airtable.insert("Critics", [{ Name: "Twin Critic" }]);
    airtable.insert("Publications", [{ Name: "Twin Weekly", Critic: "Twin Critic" }]);
    await account({ username: "twin_reviewer", role: "critic", status: "active", criticName: "Twin Critic" });
    const cookies = [await signIn(a, "twin_reviewer"), await signIn(b, "twin_reviewer")];
    const accepted = [
      ...(await submitReviews(a, cookies[0]!, 12, "Twin Show A")),
      ...(await submitReviews(b, cookies[1]!, 12, "Twin Show B")),
    ];

    // Both instances' workers poll the same queue; wait until Airtable holds every review.
    await waitForRecords(airtable, accepted.length);
    await sleep(1_000); // a second delivery, if any, would have happened by now
    const stored = airtable.records("Reviews").map((r) => r.fields["Submission Id"]);
    expect(stored.sort()).toEqual([...accepted].sort());
    // Exactly one successful write carried each review.
    for (const id of accepted) expect(writesOf(airtable, id), id).toHaveLength(1);
  }, 90_000);

  it("share rate limits", async () => {
    // Defaults allow 10 failed sign-ins per username per 15 minutes, whichever instance sees them.
    for (let i = 0; i < 10; i++) {
      const target = i % 2 === 0 ? a : b;
      expect(
        (await post(`${target.url}/api/login`, { username: "limit_twin", password: "wrong-pass" })).status,
      ).toBe(401);
    }
    expect(
      (await post(`${a.url}/api/login`, { username: "limit_twin", password: "wrong-pass" })).status,
    ).toBe(429);
    expect(
      (await post(`${b.url}/api/login`, { username: "limit_twin", password: "wrong-pass" })).status,
    ).toBe(429);
  });
});

/** Process ids of a process's children (Linux). */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

describe.runIf(onServer)("WEB_CONCURRENCY: several server processes behind one port", () => {
  it("serves from every process, replaces one that dies, and stops them all on SIGTERM", async () => {
    const env = await databaseEnv();
    await createAccount(env, { username: "cluster_user", role: "critic", status: "active" });
    const server = await spawnServer({ ...env, WEB_CONCURRENCY: "2", METRICS_ENABLED: "1" });
    cleanups.push(() => void server.stop());
    const primary = server.child.pid!;
    const started = Date.now() + 30_000;
    while (!server.output().includes("2 processes") && Date.now() < started) await sleep(100);
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);

    // A session made through one process is good on all of them: many requests land on both.
    const cookie = await signIn(server, "cluster_user");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.url}/api/user`, { headers: { cookie } })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));

    // Any process answers /metrics for all of them.
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/user",status_code="200"} 20',
    );
    // The queue's depth once per kind and status (one reading of the shared database), 0 when empty (issue 51).
    expect(metrics.match(/^jobs_queue_depth\{kind="forgot-password",status="queued"\} 0$/gm)).toHaveLength(1);

    process.kill(workers[0]!, "SIGKILL");
    const deadline = Date.now() + 30_000;
    let now = childrenOf(primary);
    while ((now.length < 2 || now.includes(workers[0]!)) && Date.now() < deadline) {
      await sleep(200);
      now = childrenOf(primary);
    }
    expect(now).toHaveLength(2);
    expect(now).not.toContain(workers[0]);
    expect((await fetch(`${server.url}/api/user`, { headers: { cookie } })).status).toBe(200);

    const remaining = childrenOf(primary);
    expect(await server.stop("SIGTERM"), server.output()).toBe(0);
    for (const pid of remaining) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);

  it("refuses several processes on the embedded database with a clear message", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cc-cluster-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await expect(spawnServer({ DATA_DIR: dir, DATABASE_URL: "", WEB_CONCURRENCY: "2" })).rejects.toThrow(
      /WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    );
  });
});

describe("graceful shutdown", () => {
  it("finishes every accepted request on SIGTERM, exits cleanly, and keeps what it accepted", async () => {
    const env = await databaseEnv();
    const server = await spawnServer(env);
    const names = Array.from({ length: 12 }, (_, i) => `drain_${i}`);
    const inFlight = names.map((username) =>
      post(`${server.url}/api/register`, { username, password: "drain-Secret-1", name: "Drain" }),
    );
    await new Promise((r) => setTimeout(r, 30));
    const exit = server.stop("SIGTERM");
    const statuses = await Promise.all(
      inFlight.map((p) => p.then((r) => r.status).catch(() => "connection failed")),
    );
    expect(await exit).toBe(0);
    expect(server.output()).not.toMatch(/unclean shutdown/);
    // Accepted requests finish (201); requests arriving after shutdown began are refused, never half-done.
    const refused = new Set([503, "connection failed"]);
    expect(statuses, server.output()).toSatisfy((all: unknown[]) =>
      all.every((s) => s === 201 || refused.has(s as never)),
    );
    const accepted = names.filter((_, i) => statuses[i] === 201);
    expect(accepted.length).toBeGreaterThan(0);

    const again = await spawnServer(env);
    cleanups.push(() => void again.stop());
    for (const username of accepted) {
      const res = await post(`${again.url}/api/login`, { username, password: "drain-Secret-1" });
      expect(res.status).toBe(200);
    }
    expect(await again.stop()).toBe(0);
  }, 300_000);

  it("answers or cleanly refuses every request of kept-alive clients while SIGTERM arrives, resetting none", async () => {
    const server = await spawnServer(await databaseEnv());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    cleanups.push(() => agent.destroy());
    /** A status code for a complete answer, else the error's code (ECONNREFUSED: not sent at all). */
    const get = () =>
      new Promise<string>((resolve) => {
        const request = http.get(`${server.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(String(response.statusCode)));
          response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        });
        request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
    const outcomes: string[] = [];
    // Each client sends again as soon as it has an answer, until the server refuses the connection.
    const client = async () => {
      for (;;) {
        const outcome = await get();
        outcomes.push(outcome);
        if (outcome === "ECONNREFUSED") return;
      }
    };
    const clients = Array.from({ length: 16 }, client);
    while (outcomes.length < 200) await sleep(5);
    const exit = server.stop("SIGTERM");
    await Promise.all(clients);
    expect(await exit, server.output()).toBe(0);
    const failures = outcomes.filter((o) => !/^\d{3}$/.test(o) && o !== "ECONNREFUSED");
    expect(failures, server.output()).toEqual([]);
    expect(outcomes.filter((o) => o === "200").length).toBeGreaterThanOrEqual(200);
  }, 300_000);

  it("finishes the background job in hand on SIGTERM and leaves the rest queued for the next start", async () => {
    const airtable = new FakeAirtable();
    await airtable.start();
    cleanups.push(() => airtable.stop());
    airtable.insert("Critics", [{ Name: "Drain Critic" }]);
    airtable.insert("Publications", [{ Name: "Drain Daily", Critic: "Drain Critic" }]);
    const env = { ...(await databaseEnv()), ...fakeAirtableEnv(airtable, { AIRTABLE_CACHE_SECONDS: "0" }) };
    await createAccount(env, {
      username: "drainer",
      role: "critic",
      status: "active",
      criticName: "Drain Critic",
    });

    // Reviews come in while Airtable is down, so they all wait for their retry; when it is back it answers
    // slowly, and SIGTERM arrives while the first delivery is on the wire.
    airtable.setDown(true);
    const server = await spawnServer(env);
    const accepted = await submitReviews(server, await signIn(server, "drainer"), 6, "Drain Show");
    airtable.setLatency(1_500);
    airtable.setDown(false);
    const deadline = Date.now() + 30_000;
    const writing = () => airtable.requests.some((r) => r.method !== "GET" && r.status === 200);
    while (!writing() && Date.now() < deadline) await sleep(20);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).not.toMatch(/unclean shutdown|shutdown took longer/);

    // The delivery in hand was answered and recorded before exit; the rest wait in the queue.
    const delivered = accepted.filter((id) => writesOf(airtable, id).length > 0);
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.length).toBeLessThan(accepted.length);

    const waiting = await makeQueuedJobsDue(env);
    expect(waiting.length).toBeGreaterThan(0);
    expect(new Set(waiting)).toEqual(new Set(["queued"]));

    airtable.setLatency(0);
    const again = await spawnServer(env);
    cleanups.push(() => void again.stop());
    await waitForRecords(airtable, accepted.length);
    await sleep(1_000);
    expect(
      airtable
        .records("Reviews")
        .map((r) => r.fields["Submission Id"])
        .sort(),
    ).toEqual([...accepted].sort());
    for (const id of accepted) expect(writesOf(airtable, id), id).toHaveLength(1);
    expect(await again.stop()).toBe(0);
  }, 240_000);
});
