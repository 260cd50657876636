import { describe, expect, it } from "vitest";
import { formatCriticDate, formatDateTime, formatListDate } from "./format";
import { initials } from "./initials";

describe("formatting", () => {
  it("formats dates as the spec says", () => {
    expect(formatListDate("2025-01-05T10:00:00")).toBe("Jan 05, 2025");
    expect(formatDateTime("2025-01-05T14:30:00")).toBe("Jan 05, 2025 14:30");
    expect(formatCriticDate("2025-01-05")).toBe("Jan. 5, 2025");
    expect(formatCriticDate("2025-12-31")).toBe("Dec. 31, 2025");
    expect(formatListDate(null)).toBe("");
    expect(formatCriticDate("garbage")).toBe("");
  });

  it("makes initials", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Mary Ann Evans")).toBe("ME");
    expect(initials("critic")).toBe("CR");
    expect(initials("  ")).toBe("?");
  });
});
