import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

const origin = "https://critics.example";

describe("safeNext (issue 48 item 4)", () => {
  it("keeps a path of the app, with its query and fragment", () => {
    expect(safeNext("/podcasts/3", origin)).toBe("/podcasts/3");
    expect(safeNext("/critic/my-reviews?page=2#top", origin)).toBe("/critic/my-reviews?page=2#top");
    expect(safeNext("/critics/j%C3%BCrgen", origin)).toBe("/critics/j%C3%BCrgen");
    // Encoded slashes stay inside the path: still this site.
    expect(safeNext("/%2F%2Fevil.example", origin)).toBe("/%2F%2Fevil.example");
    expect(safeNext("/%5Cevil.example", origin)).toBe("/%5Cevil.example");
  });

  it.each([
    ["a tab before a second slash", "/\t/evil.example/"],
    ["a line feed", "/\n/evil.example"],
    ["a carriage return", "/\r\n/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["protocol-relative", "//evil.example/path"],
    ["slash and backslash", "/\\/evil.example"],
    ["tabs inside the scheme", "/\t\t//evil.example"],
    ["an absolute address elsewhere", "https://evil.example/"],
    ["an absolute address of this site (not a path)", "https://critics.example/profile"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: with spaces", "  javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a relative word", "evil.example"],
    ["empty", ""],
    ["missing", null],
  ])("sends %s home", (_name, next) => {
    expect(safeNext(next, origin)).toBe("/");
  });

  it("decodes what a query string decodes first: encoded forms go home too", () => {
    for (const encoded of [
      "/%09/evil.example/",
      "/%0A/evil.example",
      "/%5C/evil.example",
      "%2F%2Fevil.example",
    ]) {
      const next = new URLSearchParams(`next=${encoded}`).get("next");
      expect(safeNext(next, origin), encoded).toBe("/");
    }
  });
});
