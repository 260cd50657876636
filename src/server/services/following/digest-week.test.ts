import { describe, expect, it } from "vitest";
import { digestWeekAt, nextDigestWeek } from "./digest-week";

const monday8 = { day: 1, hour: 8 };

describe("digest weeks", () => {
  it("names the week by its digest day and finds the latest digest moment", () => {
    // Wednesday 2026-12-09 12:00 UTC: the week of Monday 2026-12-07 08:00.
    expect(digestWeekAt("UTC", monday8, new Date("2026-12-09T12:00:00Z"))).toEqual({
      week: "2026-12-07",
      dueAt: new Date("2026-12-07T08:00:00Z"),
    });
    // Monday 07:59 is still the week before; 08:00 starts the new one.
    expect(digestWeekAt("UTC", monday8, new Date("2026-12-07T07:59:59Z")).week).toBe("2026-11-30");
    expect(digestWeekAt("UTC", monday8, new Date("2026-12-07T08:00:00Z")).week).toBe("2026-12-07");
  });

  it("reads the day and hour in APP_TIMEZONE, across a daylight-saving change", () => {
    // 08:00 in New York on Monday 2026-03-09 (EDT, UTC-4) and on Monday 2026-03-02 (EST, UTC-5).
    const at = digestWeekAt("America/New_York", monday8, new Date("2026-03-10T00:00:00Z"));
    expect(at).toEqual({ week: "2026-03-09", dueAt: new Date("2026-03-09T12:00:00Z") });
    const before = digestWeekAt("America/New_York", monday8, new Date("2026-03-09T11:59:00Z"));
    expect(before).toEqual({ week: "2026-03-02", dueAt: new Date("2026-03-02T13:00:00Z") });
    expect(nextDigestWeek("America/New_York", monday8, before)).toEqual(at);
    // Tokyo is ahead of UTC: its Monday 08:00 is Sunday 23:00 UTC.
    expect(digestWeekAt("Asia/Tokyo", monday8, new Date("2026-12-06T23:00:00Z")).week).toBe("2026-12-07");
  });
});
