import { describe, expect, it } from "vitest";
import { Lru } from "./lru";

describe("Lru", () => {
  it("forgets the least recently used entry first, a read counting as a use", () => {
    const forgotten: string[] = [];
    const lru = new Lru<string, number>(2, (key) => forgotten.push(key));
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1);
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect([lru.get("a"), lru.get("c"), lru.size]).toEqual([1, 3, 2]);
    expect(forgotten).toEqual(["b"]);
  });

  it("tells of every entry that leaves it: replaced, deleted or cleared", () => {
    const forgotten: [string, number][] = [];
    const lru = new Lru<string, number>(10, (key, value) => forgotten.push([key, value]));
    lru.set("a", 1);
    lru.set("a", 2);
    lru.set("b", 3);
    lru.delete("b");
    lru.delete("missing");
    lru.clear();
    expect(forgotten).toEqual([
      ["a", 1],
      ["b", 3],
      ["a", 2],
    ]);
    expect(lru.size).toBe(0);
  });
});
