import { describe, expect, it } from "vitest";
import { parseAtom } from "../../test/atom";
import { atomFeed, xmlText } from "./atom";

describe("xmlText", () => {
  it("escapes markup and drops every character XML 1.0 forbids, keeping the rest", () => {
    expect(xmlText(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(xmlText("a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\u007Fh")).toBe("abcdefg\u007Fh");
    expect(xmlText("lone \uD800 high, lone \uDFFF low, \uFFFE\uFFFF gone")).toBe(
      "lone  high, lone  low,  gone",
    );
    expect(xmlText("tab\there\nline\r\n🎧 é ]]>")).toBe("tab\there\nline\r\n🎧 é ]]&gt;");
  });
});

describe("atomFeed", () => {
  it("writes a document a parser reads back exactly, whatever the texts hold", () => {
    const hostile = `</title></entry><script>&nbsp;\u0000\uD800 "x" 'y'`;
    const xml = atomFeed({
      id: "tag:example.com,2025:critic/x",
      title: hostile,
      subtitle: hostile,
      selfUrl: `https://example.com/feed.xml?a=1&b="2"`,
      pageUrl: "https://example.com/critics/x",
      updated: new Date("2026-11-27T10:00:00Z"),
      author: { name: hostile, uri: "https://example.com/critics/x" },
      generator: "Critics' Corner",
      entries: [
        {
          id: "tag:example.com,2025:review/1",
          title: hostile,
          summary: hostile,
          link: "https://example.com/r?x=1&y=2",
          published: new Date("2026-11-25T08:00:00Z"),
          updated: new Date("2026-11-26T09:00:00Z"),
          author: { name: hostile },
        },
      ],
    });
    const feed = parseAtom(xml);
    const kept = `</title></entry><script>&nbsp; "x" 'y'`;
    expect(feed.title).toBe(kept);
    expect(feed.updated).toBe("2026-11-27T10:00:00.000Z");
    expect(feed.links[0]).toEqual({
      rel: "self",
      href: `https://example.com/feed.xml?a=1&b="2"`,
      type: "application/atom+xml",
    });
    expect(feed.entries).toEqual([
      {
        id: "tag:example.com,2025:review/1",
        title: kept,
        summary: kept,
        published: "2026-11-25T08:00:00.000Z",
        updated: "2026-11-26T09:00:00.000Z",
        link: "https://example.com/r?x=1&y=2",
        author: { name: kept, uri: "" },
      },
    ]);
  });
});
