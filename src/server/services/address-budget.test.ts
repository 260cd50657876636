import { describe, expect, it } from "vitest";
import { AddressBudget } from "./address-budget";

describe("AddressBudget (issue 33 item 6)", () => {
  it("lets a quarter of the minute's requests through at once, then one as each refills", () => {
    let now = 0;
    const budget = new AddressBudget(120, 100, () => now);
    const burst = Array.from({ length: 31 }, () => budget.take("198.51.100.1"));
    expect(burst.slice(0, 30)).toEqual(Array(30).fill(0));
    expect(burst[30]).toBe(1); // 2 a second: the next one in half a second, said as 1 s
    now += 500;
    expect(budget.take("198.51.100.1")).toBe(0);
    expect(budget.take("198.51.100.1")).toBe(1);
    expect(budget.take("198.51.100.2")).toBe(0);
  });

  it("says how long to wait at a low rate, and refills to a full bucket, never more", () => {
    let now = 0;
    const budget = new AddressBudget(4, 100, () => now);
    expect(budget.take("a")).toBe(0);
    expect(budget.take("a")).toBe(15);
    now += 3_600_000;
    expect([budget.take("a"), budget.take("a")]).toEqual([0, 15]);
  });

  it("forgets the least recently seen addresses past its size", () => {
    const budget = new AddressBudget(4, 2, () => 0);
    budget.take("a");
    budget.take("b");
    budget.take("a");
    budget.take("c"); // b goes
    expect(budget.take("a")).toBeGreaterThan(0);
    expect(budget.take("b")).toBe(0);
  });
});
