import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { LogOutput } from "./log-output";

/** A reader that takes nothing until `release()` is called (a stalled pipe), then everything. */
function stalledReader() {
  const received: string[] = [];
  const held: (() => void)[] = [];
  let flowing = false;
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk, _encoding, callback) {
      received.push(String(chunk));
      if (flowing) callback();
      else held.push(callback);
    },
  });
  const release = () => {
    flowing = true;
    for (const callback of held.splice(0)) callback();
  };
  return { stream, received, release };
}

describe("LogOutput", () => {
  it("holds at most its limit for a reader that stalls, drops and counts the rest, and says so once the reader catches up", async () => {
    const reader = stalledReader();
    const output = new LogOutput(reader.stream, 10_000);
    const line = `${"x".repeat(99)}\n`;
    for (let i = 0; i < 1000; i++) output.write(line);
    expect(reader.stream.writableLength).toBeLessThanOrEqual(10_000);
    expect(output.dropped).toBe(1000 - 100);

    reader.release();
    await output.drain(60_000);
    await new Promise((r) => setImmediate(r));
    const note = reader.received.at(-1)!;
    expect(JSON.parse(note)).toMatchObject({ level: 40, msg: expect.stringContaining("900 lines dropped") });
    expect(reader.received.filter((c) => c === line)).toHaveLength(100);
  });

  it("gives up waiting for a reader that never reads (shutdown does not hang)", async () => {
    const reader = stalledReader();
    const output = new LogOutput(reader.stream, 10_000);
    output.write("one line\n");
    output.write("another line\n");
    await output.drain(10); // resolves although nothing was read
    expect(reader.stream.writableLength).toBeGreaterThan(0);
  });

  it("stops writing, without an error, once the reader is gone (EPIPE)", () => {
    const reader = stalledReader();
    const output = new LogOutput(reader.stream, 10_000);
    reader.stream.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    const before = reader.received.length;
    expect(output.write("after the reader left\n")).toBe(true);
    expect(reader.received.length).toBe(before);
  });
});
