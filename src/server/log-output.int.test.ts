import { afterAll, describe, expect, it } from "vitest";
import { type SpawnedServer, type SpawnOptions, spawnServer } from "./test/spawn-server";
import { serverProcessDatabase } from "./test/test-database";

/**
 * Item 10 of issue 10: stdout's reader cannot stop the server. One that exits before the banner used to
 * kill it (EPIPE); one that stops reading used to make it hold every log line in memory and hang on SIGTERM.
 * Process behaviour, the same on both databases: runs on the embedded one.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string>, options: SpawnOptions): Promise<SpawnedServer> {
  const database = await serverProcessDatabase();
  cleanups.push(database.drop);
  const server = await spawnServer({ ...database.env, LOG_LEVEL: "info", ...env }, options);
  cleanups.push(() => server.stop("SIGKILL"));
  return server;
}

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
};

async function droppedLines(server: SpawnedServer): Promise<number> {
  const metrics = await get(`${server.url}/metrics`);
  return Number(/^log_lines_dropped_total (\d+)/m.exec(metrics.text)?.[1] ?? Number.NaN);
}

describe.runIf(process.env.TEST_DB !== "postgres")("stdout's reader", () => {
  it("in production reads nothing but JSON log lines: the banner is one too (issue 51 item 5)", async () => {
    const server = await start({ NODE_ENV: "production", ALLOW_HTTP: "1" }, {});
    expect((await get(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    const lines = server
      .stdout()
      .split("\n")
      .filter((line) => line !== "");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const messages = lines.map((line) => String((JSON.parse(line) as { msg?: string }).msg));
    expect(messages).toContain(`listening: ${server.url}`);
  }, 300_000);

  it("exits before the banner: the server keeps serving (no EPIPE crash) and shuts down cleanly", async () => {
    const server = await start({}, { stdout: "closed" });
    for (let i = 0; i < 50; i++) expect((await get(`${server.url}/healthz`)).status).toBe(200);
    expect((await get(`${server.url}/api/podcasts`)).status).toBe(401);
    expect(server.child.exitCode).toBeNull();
    expect(await server.stop()).toBe(0);
  }, 300_000);

  it("stalls: log lines beyond the buffer are dropped and counted, and SIGTERM still completes", async () => {
    const server = await start({ LOG_BUFFER_KB: "64", METRICS_ENABLED: "1" }, { stdout: "stalled" });
    // Every request logs; keep asking until lines are being dropped (the pipe and 64 kB are full).
    let dropped = 0;
    for (let round = 0; round < 100 && !(dropped > 0); round++) {
      await Promise.all(
        Array.from({ length: 50 }, () => get(`${server.url}/api/podcasts?q=${"x".repeat(100)}`)),
      );
      dropped = await droppedLines(server);
    }
    expect(dropped).toBeGreaterThan(0);
    expect((await get(`${server.url}/healthz`)).status).toBe(200);
    // Still nobody reads: shutdown gives up on the last lines instead of waiting for the reader forever.
    expect(await server.stop()).toBe(0);
  }, 300_000);
});
