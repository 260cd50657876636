import { afterEach, describe, expect, it, vi } from "vitest";
import { Lane } from "./lane";

const logger = { error: () => {} } as never;

/** A lane whose every job takes `workMs` of (fake) time; answers the moments the jobs started. */
function lane(share: number | undefined, jobs: number, workMs = 100) {
  const starts: number[] = [];
  let left = jobs;
  const step = async () => {
    if (left === 0) return false;
    left--;
    starts.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, workMs));
    return true;
  };
  return { lane: new Lane("feeds", step, { pollMs: 60_000, logger, share }), starts };
}

describe("a lane's working share", () => {
  afterEach(() => vi.useRealTimers());

  it("rests after each job so that it works its share of the time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const { lane: feeds, starts } = lane(20, 3);
    feeds.start();
    await vi.advanceTimersByTimeAsync(2_000);
    // 100 ms of work, then 400 ms of rest: a job every 500 ms.
    expect(starts.map((at) => at - starts[0]!)).toEqual([0, 500, 1000]);
    await feeds.stop();
  });

  it("is not cut short by a wake-up, and ends at once on stop", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const { lane: feeds, starts } = lane(20, 3);
    feeds.start();
    await vi.advanceTimersByTimeAsync(150); // the first job done, resting
    feeds.wake();
    await vi.advanceTimersByTimeAsync(200);
    expect(starts).toHaveLength(1);
    const stopped = feeds.stop();
    await vi.advanceTimersByTimeAsync(0);
    await stopped;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(starts).toHaveLength(1);
  });

  it("works without rest at its full share", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date", "performance"] });
    const { lane: mail, starts } = lane(undefined, 3);
    mail.start();
    await vi.advanceTimersByTimeAsync(1_000);
    // Each job as soon as the last one ended (a timer of 0 ms is 1 ms here).
    expect(starts.map((at, i) => at - (starts[i - 1] ?? at))).toEqual([0, 101, 101]);
    await mail.stop();
  });
});
