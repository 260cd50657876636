import { trendWeeksParam } from "@shared/api/urls/admin";
import { describe, expect, it } from "vitest";
import { changeDirection, changeText, formatAge, seriesSummary, weekLabel } from "./trends";

describe("trend words", () => {
  it("compares a period with the one before, new when there was nothing before", () => {
    expect(changeText(112, 100, 4)).toBe("+12 % on the previous 4 weeks");
    expect(changeText(50, 100, 12)).toBe("−50 % on the previous 12 weeks");
    expect(changeText(100, 100, 52)).toBe("No change on the previous 52 weeks");
    expect(changeText(1001, 1000, 4)).toBe("No change on the previous 4 weeks");
    expect(changeText(3, 0, 4)).toBe("New this period");
    expect(changeText(0, 0, 4)).toBe("None this period or the previous 4 weeks");
    expect(changeText(0, 7, 4)).toBe("−100 % on the previous 4 weeks");
    expect(changeDirection(3, 2)).toBe("up");
    expect(changeDirection(2, 3)).toBe("down");
    expect(changeDirection(2, 2)).toBe("level");
  });

  it("tells an age in hours and minutes", () => {
    expect(formatAge((3 * 60 + 12) * 60_000 + 5_000)).toBe("3 h 12 min");
    expect(formatAge(45 * 60_000)).toBe("45 min");
    expect(formatAge(2 * 3_600_000)).toBe("2 h");
    expect(formatAge((2 * 24 + 4) * 3_600_000)).toBe("2 d 4 h");
    expect(formatAge(30_000)).toBe("less than a minute");
    expect(formatAge(-5)).toBe("less than a minute");
  });

  it("labels weeks and sums up a series", () => {
    expect(weekLabel("2026-11-02")).toBe("Nov 2");
    expect(weekLabel("2027-01-04", true)).toBe("Jan 4, 2027");
    expect(seriesSummary(["2026-11-02", "2026-11-09"], [3, 8])).toBe(
      "11 in the last 2 weeks, most in the week of Nov 9, 2026 (8)",
    );
    expect(seriesSummary(["2026-11-02", "2026-11-09"], [0, 0])).toBe("none in the last 2 weeks");
    // issue 29 item 6: people active in several weeks count once, as on the card beside the chart.
    expect(seriesSummary(["2026-11-02", "2026-11-09"], [4, 4], 6)).toBe(
      "6 in the last 2 weeks, most in the week of Nov 2, 2026 (4)",
    );
  });

  it("reads the period from ?weeks=, 12 for anything but 4, 12 or 52", () => {
    const read = (query: string) => trendWeeksParam(new URLSearchParams(query));
    expect(read("weeks=4")).toBe(4);
    expect(read("weeks=52")).toBe(52);
    expect(read("")).toBe(12);
    expect(read("weeks=8")).toBe(12);
    expect(read("weeks=abc")).toBe(12);
    expect(read("weeks=-4")).toBe(12);
  });
});
