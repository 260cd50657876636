import { describe, expect, it } from "vitest";
import { detectFormat } from "./import-podcasts";
import { parseCsv, parseJson } from "./parse-csv-json";
import { parseOpml, parseRss } from "./parse-xml";
import { canonicalField, ImportFileError, lineIndex, plainText } from "./records";

describe("import parsers", () => {
  it("detects the format from a hint or the content", () => {
    expect(detectFormat("x", "podcasts.CSV")).toBe("csv");
    expect(detectFormat("x", "application/rss+xml")).toBe("rss");
    expect(detectFormat("x", "text/x-opml")).toBe("opml");
    expect(detectFormat('<?xml version="1.0"?><opml version="2.0">')).toBe("opml");
    expect(detectFormat("<rss><channel/></rss>")).toBe("rss");
    expect(detectFormat(' [{"title":"x"}]')).toBe("json");
    expect(detectFormat("title,publisher")).toBe("csv");
  });

  it("maps column names to fields", () => {
    expect(canonicalField("Cover Image")).toBe("coverImage");
    expect(canonicalField("listen_url")).toBe("listenUrl");
    expect(canonicalField("Genre")).toBe("category");
    expect(canonicalField("xmlUrl")).toBe("feedUrl");
    expect(canonicalField("unknown")).toBeUndefined();
  });

  it("reads CSV with the line each record starts on", () => {
    const rows = parseCsv('title,publisher,tags\n"Two\nlines",P,a;b\n\nThird,Q,c|d\n');
    expect(rows).toEqual([
      { line: 2, fields: { title: "Two\nlines", publisher: "P", tags: ["a", "b"] } },
      { line: 5, fields: { title: "Third", publisher: "Q", tags: ["c", "d"] } },
    ]);
    expect(() => parseCsv('title\n"open')).toThrow(ImportFileError);
  });

  it("reads JSON arrays and { podcasts: [...] } with element lines", () => {
    const rows = parseJson('[\n  {"title": "A"},\n  {"title": "B, [x]"},\n  7\n]');
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(rows[2]!.fields).toEqual({ invalid: true });
    expect(parseJson('{"podcasts": [{"name": "C"}]}')[0]!.fields).toEqual({ title: "C" });
    expect(() => parseJson("{nope")).toThrow(ImportFileError);
    expect(() => parseJson('{"items": []}')).toThrow(/array of podcasts/);
  });

  it("reads RSS channels and OPML outlines, refusing broken XML and entity declarations", () => {
    const rss = parseRss(
      '<rss xmlns:itunes="x"><channel><title>Show</title><itunes:author>Me</itunes:author><itunes:category text="Arts"/></channel></rss>',
    );
    expect(rss[0]!.fields).toMatchObject({ title: "Show", publisher: "Me", category: "Arts" });
    const opml = parseOpml(
      '<opml><body><outline text="News"><outline text="A" xmlUrl="https://a.example/feed"/></outline></body></opml>',
    );
    expect(opml).toEqual([
      {
        line: 1,
        fields: {
          title: "A",
          publisher: "Unknown publisher",
          category: "News",
          feedUrl: "https://a.example/feed",
        },
      },
    ]);
    expect(() => parseOpml("<opml><body><outline></body></opml>")).toThrow(/not well-formed XML/);
    expect(() => parseRss('<!DOCTYPE r [<!ENTITY a "b">]><rss/>')).toThrow(/entities/);
    expect(() => parseRss("<feed/>")).toThrow(/not an RSS feed/);
  });

  it("refuses XML nested more than 100 levels deep with a clear message, not a crash", () => {
    const deep = (n: number) => `<opml><body>${"<outline>".repeat(n)}${"</outline>".repeat(n)}</body></opml>`;
    expect(() => parseOpml(deep(5000))).toThrow(
      new ImportFileError(
        "The OPML file nests elements more than 100 levels deep; podcast files need only a few.",
      ),
    );
    expect(() => parseOpml(deep(90))).toThrow(/lists no podcast feeds/);
  });

  it("turns feed HTML into plain text", () => {
    expect(plainText("<p>Cats &amp; dogs</p><p>Second&nbsp;para</p>")).toBe("Cats & dogs\n\nSecond para");
  });

  it("numbers lines with one pass over the file", () => {
    const lineAt = lineIndex("a\nbc\n\nd");
    expect([0, 1, 2, 4, 5, 6, 7, 99].map(lineAt)).toEqual([1, 1, 2, 2, 3, 4, 4, 4]);
    expect(lineIndex("")(0)).toBe(1);
  });

  it("reads a large file in linear time: 10,000 JSON podcasts (3.5 MB) with their lines, without stalling", () => {
    // Per-record line counting from the start of the file made this quadratic: about 96 s of blocked
    // event loop. The test asserts the result; a quadratic parser would run into the test's time limit.
    const podcasts = Array.from({ length: 10_000 }, (_, i) => ({
      title: `Podcast ${i}`,
      publisher: "Publisher",
      category: "Comedy",
      description: "x".repeat(300),
    }));
    const text = JSON.stringify(podcasts, null, 2);
    const rows = parseJson(text);
    expect(rows).toHaveLength(10_000);
    expect(rows[0]!.line).toBe(2);
    expect(rows[9_999]!.line).toBe(2 + 9_999 * 6);
    const csv = `title,publisher,genre\n${podcasts.map((p) => `${p.title},${p.publisher},${p.category}`).join("\n")}`;
    expect(parseCsv(csv).at(-1)!.line).toBe(10_001);
  });
});
