import { describe, expect, it } from "vitest";
import { findBadText, textProblem } from "./text-guard";

describe("text guard", () => {
  it("finds NUL characters and unpaired surrogates, and lets other text through", () => {
    expect(textProblem("plain é 💩 text")).toBeUndefined();
    expect(textProblem("a\u0000b")).toBe("must not contain NUL characters");
    expect(textProblem("a\ud800")).toMatch(/unpaired surrogate/);
    expect(textProblem("\udfffa")).toMatch(/unpaired surrogate/);
    expect(textProblem("\ud83d\udca9")).toBeUndefined();
  });

  it("names the path of the first bad string, in keys as well as values", () => {
    expect(findBadText({ a: [{ b: "x\u0000" }] })).toEqual({
      path: "a.0.b",
      message: "must not contain NUL characters",
    });
    expect(findBadText({ "k\u0000": 1 })?.path).toBe("k\u0000");
    expect(findBadText("\u0000")).toEqual({ path: "", message: "must not contain NUL characters" });
    expect(findBadText({ a: 1, b: null, c: [true, "fine"] })).toBeUndefined();
  });

  it("walks bodies nested far deeper than the call stack allows", () => {
    let deep: unknown = "bad\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findBadText(deep)?.message).toBe("must not contain NUL characters");
  });
});
