import { describe, expect, it } from "vitest";
import { CONFUSABLES_VERSION } from "./confusables-data";
import { skeleton } from "./skeleton";

describe("confusable skeleton (Unicode TR39)", () => {
  it("is the same for look-alikes from other scripts and forms", () => {
    expect(skeleton("\u0410da Lovelace")).toBe(skeleton("Ada Lovelace")); // Cyrillic А
    expect(skeleton("Ad\u0430 L\u043evel\u0430ce")).toBe(skeleton("Ada Lovelace")); // Cyrillic а, о
    expect(skeleton("\u0391da")).toBe(skeleton("Ada")); // Greek Alpha
    expect(skeleton("paypa1")).toBe(skeleton("paypal"));
    expect(skeleton("Jim Srnith")).toBe(skeleton("Jim Smith"));
    expect(skeleton("Jose\u0301")).toBe(skeleton("José")); // decomposed accent
    expect(skeleton("A\u200Bda")).toBe(skeleton("Ada")); // a zero-width space is ignored
  });

  it("tells apart names that do not look alike", () => {
    expect(skeleton("Ada Lovelace")).not.toBe(skeleton("Ada Lovelock"));
    expect(skeleton("José")).not.toBe(skeleton("Jose"));
  });

  it("comes from a recent version of Unicode's data", () => {
    expect(Number.parseFloat(CONFUSABLES_VERSION)).toBeGreaterThanOrEqual(16);
  });
});
