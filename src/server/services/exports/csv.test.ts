import { describe, expect, it } from "vitest";
import { localDate } from "../../lib/dates";
import { csvStream, neutraliseFormula } from "./csv";

const text = async (stream: AsyncIterable<unknown>) => {
  let out = "";
  for await (const chunk of stream) out += String(chunk);
  return out;
};

describe("neutraliseFormula", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+44 20 7946 0000", "'+44 20 7946 0000"],
    ["-cmd|' /C calc'!A0", "'-cmd|' /C calc'!A0"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
  ])("prefixes %j", (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each(["-3.5", "+12", "-0.5e3", "plain text", "a=b", "", "3-4"])("leaves %j alone", (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe("csvStream", () => {
  it("writes a BOM, a header row, CRLF line ends and RFC 4180 quoting", async () => {
    const rows = [
      { a: 'say "hi", twice', b: -2, c: null, d: new Date("2026-01-02T03:04:05.000Z") },
      { a: "two\nlines", b: 1.5, c: "=1", d: undefined },
    ];
    const out = await text(
      csvStream(
        [
          { header: "a", value: (r: (typeof rows)[number]) => r.a },
          { header: "b", value: (r) => r.b },
          { header: "c", value: (r) => r.c },
          { header: "d", value: (r) => r.d },
        ],
        rows,
      ),
    );
    expect(out).toBe(
      '\uFEFFa,b,c,d\r\n"say ""hi"", twice",-2,,2026-01-02T03:04:05.000Z\r\n"two\nlines",1.5,\'=1,\r\n',
    );
  });

  it("quotes a cell holding another locale's separator, so no formula starts after it", async () => {
    // issue 29 item 16: "a;=cmd" was written bare; a spreadsheet splitting on ";" ran "=cmd".
    const rows = ["a;=HYPERLINK(1)", "b;@SUM(1)", "c\t=1", "d|=1", "plain"];
    const out = await text(csvStream([{ header: "a", value: (r: string) => r }], rows));
    expect(out).toBe('\uFEFFa\r\n"a;=HYPERLINK(1)"\r\n"b;@SUM(1)"\r\n"c\t=1"\r\n"d|=1"\r\nplain\r\n');
  });

  it("writes only the header when there are no rows", async () => {
    expect(await text(csvStream([{ header: "id", value: () => 1 }], []))).toBe("\uFEFFid\r\n");
  });
});

describe("localDate", () => {
  it("is the date in the given time zone", () => {
    const at = new Date("2026-11-23T12:30:00Z");
    expect(localDate("UTC", at)).toBe("2026-11-23");
    expect(localDate("Pacific/Auckland", at)).toBe("2026-11-24");
    expect(localDate("America/Los_Angeles", new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
  });
});
