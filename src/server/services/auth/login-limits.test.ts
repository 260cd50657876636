import { describe, expect, it } from "vitest";
import { accountDelaySeconds, knownDeviceOf } from "./login-limits";

describe("login limits", () => {
  it("waits grow 1, 2, 4 … seconds, at most a minute each", () => {
    expect([0, 1, 2, 3, 6, 7, 8].map(accountDelaySeconds)).toEqual([0, 1, 3, 7, 63, 123, 183]);
  });

  it("a known-device value belongs to one user", () => {
    expect(knownDeviceOf(7, "7:abc")).toBe("abc");
    expect(knownDeviceOf(7, "70:abc")).toBeUndefined();
    expect(knownDeviceOf(7, "7:")).toBeUndefined();
    expect(knownDeviceOf(7, undefined)).toBeUndefined();
  });
});
