import { describe, expect, it } from "vitest";
import { addDays, daysBetween, lastWeeks, weekStart } from "./calendar";
import { activityOf } from "./critic-activity";

describe("calendar", () => {
  it("starts weeks on Monday, across a year boundary", () => {
    expect(weekStart("2027-01-01")).toBe("2026-12-28"); // a Friday
    expect(weekStart("2026-12-28")).toBe("2026-12-28"); // a Monday
    expect(weekStart("2027-01-03")).toBe("2026-12-28"); // a Sunday
    expect(weekStart("2027-01-04")).toBe("2027-01-04");
  });

  it("lists the last weeks oldest first, ending with the current one", () => {
    expect(lastWeeks("2027-01-06", 4)).toEqual(["2026-12-14", "2026-12-21", "2026-12-28", "2027-01-04"]);
  });

  it("adds and counts days over month and leap-year ends", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
  });
});

describe("activityOf", () => {
  it.each([
    [null, "inactive"],
    ["2026-11-23", "active"],
    ["2026-10-25", "active"], // 29 days ago: within the 30 calendar days ending today
    ["2026-10-24", "quiet"], // 30 days ago: outside them (issue 29 item 7)
    ["2026-08-25", "quiet"], // 90 days
    ["2026-08-24", "inactive"], // 91 days
  ] as const)("last submission %s on 2026-11-23 is %s", (last, status) => {
    expect(activityOf(last, "2026-11-23")).toBe(status);
  });
});
