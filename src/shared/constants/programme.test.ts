import { describe, expect, it } from "vitest";
import { formatDay, formatMonth, mayReapply, reapplyDay } from "./programme";

describe("the critic programme's dates", () => {
  it("print a day as the critic views do, from the text (the UTC day of an instant)", () => {
    expect(formatDay("2026-11-27")).toBe("Nov. 27, 2026");
    expect(formatDay("2026-05-03T23:59:59.000Z")).toBe("May. 3, 2026");
    expect(formatDay("2027-01-01T00:00:00.000Z")).toBe("Jan. 1, 2027");
    expect(formatMonth("2026-11")).toBe("November 2026");
  });

  it("allow a new application from the 30th day after a decline, counted in UTC days", () => {
    const declined = "2026-11-27T22:30:00.000Z";
    expect(reapplyDay(declined)).toBe("2026-12-27");
    expect(mayReapply(declined, new Date("2026-12-26T23:59:59Z"))).toBe(false);
    expect(mayReapply(declined, new Date("2026-12-27T00:00:00Z"))).toBe(true);
    expect(reapplyDay("2026-02-10T08:00:00.000Z")).toBe("2026-03-12");
  });
});
