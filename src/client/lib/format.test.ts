import { format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatCount, formatCriticDate, formatDateTime, formatListDate, plural } from "./format";
import { initials } from "./initials";

describe("formatting", () => {
  it("writes counts with thousands separators, as en-US does", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(12345)).toBe("12,345");
    expect(formatCount(1_000_000)).toBe("1,000,000");
    expect(formatCount(-4200)).toBe("-4,200");
    expect(formatCount(123_456_789_012)).toBe("123,456,789,012");
    expect(formatCount(1234.5)).toBe("1,234.5");
    expect(plural(1, "review")).toBe("1 review");
    expect(plural(2500, "review")).toBe("2,500 reviews");
    expect(plural(3, "entry", "entries")).toBe("3 entries");
  });

  it("formats dates as the spec says", () => {
    expect(formatListDate("2025-01-05T10:00:00")).toBe("Jan 05, 2025");
    expect(formatDateTime("2025-01-05T14:30:00")).toBe("Jan 05, 2025 14:30");
    expect(formatCriticDate("2025-01-05")).toBe("Jan. 5, 2025");
    expect(formatCriticDate("2025-12-31")).toBe("Dec. 31, 2025");
    expect(formatListDate(null)).toBe("");
    expect(formatCriticDate("garbage")).toBe("");
    expect(formatCriticDate("2025-02-30")).toBe("");
    expect(formatListDate("2025-05-09")).toBe("May 09, 2025");
    expect(formatListDate(new Date(2024, 10, 3, 8, 5))).toBe("Nov 03, 2024");
    expect(formatDateTime(new Date(2024, 10, 3, 8, 5))).toBe("Nov 03, 2024 08:05");
    expect(formatCriticDate("2025-05-09T23:59:00.000")).toBe("May. 9, 2025");
  });

  it("prints what date-fns printed before it was dropped from the client", () => {
    const values = [
      "2025-07-01T12:00:00.000Z",
      "2024-02-29T23:59:59+05:30",
      "1999-12-31T00:00:00.000Z",
      "2025-03-30T01:30:00",
      "2026-11-22",
    ];
    for (const value of values) {
      const date = parseISO(value);
      expect(formatListDate(value)).toBe(format(date, "MMM dd, yyyy"));
      expect(formatDateTime(value)).toBe(format(date, "MMM dd, yyyy HH:mm"));
      expect(formatCriticDate(value)).toBe(`${format(date, "MMM")}. ${format(date, "d, yyyy")}`);
    }
  });

  it("makes initials", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Mary Ann Evans")).toBe("ME");
    expect(initials("critic")).toBe("CR");
    expect(initials("  ")).toBe("?");
  });
});
