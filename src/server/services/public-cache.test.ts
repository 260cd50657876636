import { describe, expect, it } from "vitest";
import { PublicCache } from "./public-cache";

describe("PublicCache (issue 33 item 6)", () => {
  it("answers from one reading until it is older than the time allowed", async () => {
    let now = 0;
    let reads = 0;
    const cache = new PublicCache(30_000, 10, () => now);
    const read = async () => ++reads;
    expect(await cache.get("k", read)).toBe(1);
    now = 29_999;
    expect(await cache.get("k", read)).toBe(1);
    now = 30_000;
    expect(await cache.get("k", read)).toBe(2);
    cache.clear();
    expect(await cache.get("k", read)).toBe(3);
  });

  it("makes requests that arrive during a reading wait for it, and keeps no failure", async () => {
    const cache = new PublicCache(30_000);
    let reads = 0;
    let finish: (value: number) => void = () => {};
    const slow = () => {
      reads++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const both = Promise.all([cache.get("k", slow), cache.get("k", slow)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(reads).toBe(1);
    await expect(cache.get("bad", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await cache.get("bad", async () => "read again")).toBe("read again");
  });

  it("keeps nothing with a time of 0, and drops the oldest past its size", async () => {
    let reads = 0;
    const off = new PublicCache(0);
    await off.get("k", async () => ++reads);
    await off.get("k", async () => ++reads);
    expect(reads).toBe(2);
    const small = new PublicCache(30_000, 2);
    await small.get("a", async () => "a1");
    await small.get("b", async () => "b1");
    await small.get("c", async () => "c1");
    expect(await small.get("a", async () => "a2")).toBe("a2");
    expect(await small.get("c", async () => "c2")).toBe("c1");
  });
});
