import { describe, expect, it } from "vitest";
import { bootScript } from "./boot-data";

describe("JSON written into a page", () => {
  it("cannot close its element, open a comment or markup, or break a line, and reads back unchanged", () => {
    const value = {
      name: "</script><script>alert(1)</script>",
      note: "<!-- & -->",
      lines: "a\u2028b\u2029c",
    };
    const html = bootScript("cc-test", value);
    const inner = html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>"));
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.startsWith('<script type="application/json" id="cc-test">')).toBe(true);
    expect(JSON.parse(inner)).toEqual(value);
  });
});
