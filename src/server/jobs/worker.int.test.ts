import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { migrate } from "../db/migrate";
import { createLogger } from "../logger";
import { openTestDatabase } from "../test/test-database";
import { enqueueJob } from "./queue";
import { type JobHandler, JobWorker } from "./worker";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await migrate(handle);
});
afterAll(() => handle.close());

const workers: JobWorker[] = [];
afterEach(async () => {
  for (const gate of gates) gate.open();
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await handle.db.execute(sql`delete from jobs`);
});

/** A handler that waits until the test opens it. */
function gated() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate = { open, started: 0 };
  gates.push(gate);
  const handler: JobHandler = async () => {
    gate.started++;
    await opened;
  };
  return { gate, handler };
}
const gates: { open(): void }[] = [];

function worker(handlers: Record<string, JobHandler>): JobWorker {
  const w = new JobWorker(handle.db, handlers, {
    pollMs: 20,
    lockMs: 60_000,
    embedded: handle.kind === "pglite",
    logger: createLogger("silent"),
  });
  workers.push(w);
  return w;
}

async function statuses(kind: string): Promise<{ status: string; locked: boolean }[]> {
  const result = await handle.db.execute<{ status: string; locked: boolean }>(
    sql`select status, locked_until is not null as locked from jobs where kind = ${kind} order by id`,
  );
  return result.rows.map((r) => ({ status: r.status, locked: Boolean(r.locked) }));
}

/** Polls until the condition holds (states, not durations: the deadline only ends a hopeless wait). */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("job worker", () => {
  it("locks one job at a time: the jobs behind the running one stay queued and unlocked", async () => {
    const { gate, handler } = gated();
    for (let i = 0; i < 3; i++) await enqueueJob(handle.db, "slow", { i });
    worker({ slow: handler }).start();
    await until(async () => gate.started === 1, "the first job started");
    expect(await statuses("slow")).toEqual([
      { status: "running", locked: true },
      { status: "queued", locked: false },
      { status: "queued", locked: false },
    ]);
    gate.open();
    await until(async () => (await statuses("slow")).every((s) => s.status === "done"), "all jobs done");
  });

  it("runs each kind in its own lane: a job that hangs does not hold up another kind", async () => {
    const { gate, handler } = gated();
    let fastRuns = 0;
    await enqueueJob(handle.db, "hangs", {});
    await enqueueJob(handle.db, "fast", {});
    await enqueueJob(handle.db, "fast", {});
    worker({
      hangs: handler,
      fast: async () => {
        fastRuns++;
      },
    }).start();
    // Done is written after the handler returns: wait for that state, not for the handlers' calls (a run
    // on a busy machine once read the second job between its handler and its "done").
    await until(
      async () => (await statuses("fast")).every((s) => s.status === "done"),
      "both fast jobs done",
    );
    expect(fastRuns).toBe(2);
    expect(gate.started).toBe(1);
    expect(await statuses("hangs")).toEqual([{ status: "running", locked: true }]);
    expect(await statuses("fast")).toEqual([
      { status: "done", locked: false },
      { status: "done", locked: false },
    ]);
  });

  it("at start-up runs at once the jobs a crashed server left running, and leaves a live worker's alone", async () => {
    const ran: string[] = [];
    await enqueueJob(handle.db, "mail", { name: "orphan" });
    await enqueueJob(handle.db, "mail", { name: "legacy" });
    // A server that died mid-job: its lock has most of five minutes left.
    await handle.db.execute(
      sql`insert into job_workers (id, seen_at) values ('crashed', now() - interval '1 minute')`,
    );
    await handle.db.execute(sql`update jobs set status = 'running', attempts = 1,
      locked_until = now() + interval '5 minutes',
      locked_by = case when payload->>'name' = 'orphan' then 'crashed' else null end`);
    if (handle.kind === "postgres") {
      // On a shared server another instance may be busy with a job: it stays with that instance.
      await enqueueJob(handle.db, "mail", { name: "busy elsewhere" });
      await handle.db.execute(sql`insert into job_workers (id) values ('alive')`);
      await handle.db.execute(sql`update jobs set status = 'running', attempts = 1, locked_by = 'alive',
        locked_until = now() + interval '5 minutes' where payload->>'name' = 'busy elsewhere'`);
    }
    const w = worker({
      mail: async (payload) => {
        ran.push(String(payload.name));
      },
    });
    await w.drain();
    // On the embedded database nobody else can be running a job; on a server, a job claimed by a version
    // without worker names waits out its lock.
    expect(ran.sort()).toEqual(handle.kind === "pglite" ? ["legacy", "orphan"] : ["orphan"]);
    const result = await handle.db.execute<{ name: string; status: string; attempts: number }>(
      sql`select payload->>'name' as name, status, attempts from jobs order by id`,
    );
    const byName = Object.fromEntries(result.rows.map((r) => [r.name, r]));
    expect(byName.orphan).toMatchObject({ status: "done", attempts: 2 });
    if (handle.kind === "postgres") {
      expect(byName["busy elsewhere"]).toMatchObject({ status: "running" });
      expect(byName.legacy).toMatchObject({ status: "running" });
    }
  });

  it("keeps another worker's claim when a run outlived its lock", async () => {
    let claimedBy: string | undefined;
    await enqueueJob(handle.db, "long", {});
    const w = worker({
      long: async () => {
        // While this run was stalled its lock ran out and another worker took the job.
        await handle.db.execute(sql`insert into job_workers (id) values ('other') on conflict do nothing`);
        await handle.db.execute(sql`update jobs set locked_by = 'other' where kind = 'long'`);
        claimedBy = "other";
      },
    });
    await w.drain();
    expect(claimedBy).toBe("other");
    expect(await statuses("long")).toEqual([{ status: "running", locked: true }]);
  });
});
