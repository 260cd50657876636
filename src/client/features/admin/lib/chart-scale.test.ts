import { describe, expect, it } from "vitest";
import { valueScale, weekTicks } from "./chart-scale";

describe("weekTicks", () => {
  it("labels every week of a short period, and at most five of a long one, always the current", () => {
    expect(weekTicks(4)).toEqual([0, 1, 2, 3]);
    expect(weekTicks(12)).toEqual([2, 5, 8, 11]);
    expect(weekTicks(52)).toEqual([6, 17, 28, 39, 50].map((i) => i + 1));
    expect(weekTicks(1)).toEqual([0]);
    expect(weekTicks(0)).toEqual([]);
  });
});

describe("valueScale", () => {
  it("starts at 0, reaches at least 4 and 10 % above the largest value, in round steps", () => {
    expect(valueScale([])).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(valueScale([0, 0])).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(valueScale([7])).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueScale([34, 12])).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueScale([1234])).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    for (const max of [3, 9, 41, 99, 180, 977, 20_000, 123_456]) {
      const { top, ticks } = valueScale([max]);
      expect(top, String(max)).toBeGreaterThanOrEqual(max * 1.1);
      expect(ticks.length, String(max)).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)).toBe(top);
    }
  });
});
