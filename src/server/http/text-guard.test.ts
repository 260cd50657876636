import { describe, expect, it } from "vitest";
import { findBadText, hiddenCharacterProblem, textProblem } from "./text-guard";

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

  it("finds control, non-character and bidi-override characters, and keeps lines, tabs and marks", () => {
    for (const char of ["\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\ufffe", "\uffff", "\ufdd0"])
      expect(hiddenCharacterProblem(`a${char}b`)).toMatch(/control, non-character or text-direction/);
    for (const char of ["\u202a", "\u202e", "\u2066", "\u2069", "\u{1fffe}", "\r"])
      expect(hiddenCharacterProblem(`a${char}b`)).toBeDefined();
    expect(hiddenCharacterProblem("x\u202ey")).toContain("(it has U+202E)");
    expect(hiddenCharacterProblem("line one\nline two\r\n\tthree")).toBeUndefined();
    // Marks and joiners a script or an emoji needs stay.
    expect(hiddenCharacterProblem("\u05e9\u05dc\u05d5\u05dd\u200f 👩\u200d💻 é")).toBeUndefined();
  });

  it("leaves a password's characters alone, but not its field's neighbours", () => {
    expect(findBadText({ password: "pa\u0008ss", newPassword: "\u202e" })).toBeUndefined();
    expect(findBadText({ password: "ok", name: "a\u202eb" })?.path).toBe("name");
    expect(findBadText({ password: "nul\u0000" })?.message).toBe("must not contain NUL characters");
  });

  it("walks bodies nested far deeper than the call stack allows", () => {
    let deep: unknown = "bad\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findBadText(deep)?.message).toBe("must not contain NUL characters");
  });
});
