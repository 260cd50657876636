import { describe, expect, it } from "vitest";
import { backoffMs } from "../jobs/queue";
import { waitText } from "./rate-limit";

describe("waitText", () => {
  it("says seconds under a minute and rounds minutes up", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(900)).toBe("15 minutes");
  });
});

describe("job back-off", () => {
  it("doubles from 5 s with jitter and caps at an hour", () => {
    for (let i = 0; i < 50; i++) {
      expect(backoffMs(1)).toBeGreaterThanOrEqual(4000);
      expect(backoffMs(1)).toBeLessThanOrEqual(6000);
      expect(backoffMs(3)).toBeGreaterThanOrEqual(16_000);
      expect(backoffMs(30)).toBeLessThanOrEqual(3_600_000 * 1.2);
    }
  });
});
