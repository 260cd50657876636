import { describe, expect, it } from "vitest";
import { backoffMs } from "../jobs/queue";
import { secondsOver, waitText } from "./rate-limit";
import { reviewBrakeMessage } from "./reviews/review-brake";

describe("waitText", () => {
  it("says seconds under a minute and rounds minutes up", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(900)).toBe("15 minutes");
  });
});

describe("secondsOver", () => {
  const limit = { key: "k", max: 2, windowMs: 3_600_000 };
  const windowStart = new Date("2026-01-01T10:00:00Z");
  const at = (time: string) => Date.parse(`2026-01-01T${time}Z`);

  it("is 0 up to the limit, then the seconds until the window ends (rounded up, at least 1)", () => {
    expect(secondsOver({ hits: 2, windowStart }, limit, at("10:10:00"))).toBe(0);
    expect(secondsOver({ hits: 3, windowStart }, limit, at("10:48:00"))).toBe(720);
    expect(secondsOver({ hits: 3, windowStart }, limit, at("10:48:00.400"))).toBe(720);
    expect(secondsOver({ hits: 9, windowStart }, limit, at("10:59:59.900"))).toBe(1);
  });
});

describe("the review brake's message", () => {
  it("says how many reviews were written and when the next may be", () => {
    expect(reviewBrakeMessage(30, 720)).toBe(
      "You have written 30 reviews in the last hour. You can write another in 12 minutes.",
    );
    expect(reviewBrakeMessage(1, 45)).toBe(
      "You have written 1 review in the last hour. You can write another in 45 seconds.",
    );
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
