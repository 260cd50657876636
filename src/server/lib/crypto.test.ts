import { describe, expect, it } from "vitest";
import { secretsEqual } from "./crypto";

describe("secretsEqual", () => {
  it("is true only for the same secret, and never throws on secrets of other lengths", () => {
    expect(secretsEqual("Bearer abc", "Bearer abc")).toBe(true);
    expect(secretsEqual("Bearer abd", "Bearer abc")).toBe(false);
    expect(secretsEqual("Bearer abcd", "Bearer abc")).toBe(false);
    expect(secretsEqual("", "Bearer abc")).toBe(false);
    expect(secretsEqual("é".repeat(1000), "Bearer abc")).toBe(false);
  });
});
