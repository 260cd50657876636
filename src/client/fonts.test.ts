import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { buildCut, CUTS, rangeText, SOURCE_FILE, WEIGHTS } from "../../scripts/subset-inter.mjs";

// The first paint's font and the rest of Latin-1 (decision 0046): cuts of Inter's Latin file, made by
// scripts/subset-inter.mjs.

const require = createRequire(import.meta.url);
const CLIENT = import.meta.dirname;
const styles = readFileSync(path.join(CLIENT, "styles.css"), "utf8");

type CssFace = { src: string; weight: string; range: Set<number> };

function parseRange(text: string): Set<number> {
  const points = new Set<number>();
  for (const part of text.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let c = Number.parseInt(from ?? "", 16); c <= Number.parseInt(to ?? "", 16); c++) points.add(c);
  }
  return points;
}

function interFaces(css: string): CssFace[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => /font-family:\s*["']Inter Variable["']/.test(body))
    .map((body) => ({
      src: /src:\s*url\(["']?([^"')]+)/.exec(body)?.[1] ?? "",
      weight: /font-weight:\s*([^;]+);/.exec(body)?.[1]?.trim() ?? "",
      range: parseRange(/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? ""),
    }));
}

function face(src: string): CssFace {
  const found = interFaces(styles).find((f) => f.src.endsWith(src));
  if (!found) throw new Error(`styles.css has no Inter face from ${src}`);
  return found;
}

/** The TypeScript files under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

async function fontFacts(woff2: Buffer) {
  const sfnt = await subsetFont(woff2, null, { targetFormat: "sfnt", keepAllGlyphs: true });
  const hbFace = new Face(new Blob(sfnt), 0);
  return { unicodes: new Set(hbFace.collectUnicodes()), wght: hbFace.getAxisInfos().wght };
}

const rest = () => face("/inter-latin-wght-normal.woff2");
const points = (ranges: ReadonlyArray<readonly [number, number]>) =>
  new Set([...rangeText(ranges)].map((c) => c.codePointAt(0)!));

describe.each(CUTS.map((cut) => ({ ...cut, name: path.basename(cut.file) })))(
  "the font file $name",
  ({ file, ranges, name }) => {
    it("is what npm run fonts makes from the installed Inter (run it after updating either)", async () => {
      expect(Buffer.compare(await buildCut(ranges), readFileSync(file))).toBe(0);
    });

    it("covers every character of its unicode-range that Inter's Latin file has, in weights 400 to 700", async () => {
      const [cut, source] = await Promise.all([
        fontFacts(readFileSync(file)),
        fontFacts(readFileSync(SOURCE_FILE)),
      ]);
      const own = face(`/${name}`);
      const missing = [...own.range].filter((c) => source.unicodes.has(c) && !cut.unicodes.has(c));
      expect(missing).toEqual([]);
      expect([...own.range].filter((c) => c >= 0x20 && c < 0x7f).every((c) => cut.unicodes.has(c))).toBe(
        true,
      );
      expect(cut.wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max, default: WEIGHTS.default });
      expect(own.weight).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
      expect(own.range).toEqual(points(ranges));
    });
  },
);

describe("the first paint's font", () => {
  const core = () => face("/inter-core-wght.woff2");

  it("leaves the rest of Inter's Latin range to the other files, so no character loses Inter", () => {
    const fontsource = interFaces(
      readFileSync(require.resolve("@fontsource-variable/inter/index.css"), "utf8"),
    );
    const latin = fontsource.find((f) => f.src.endsWith("/inter-latin-wght-normal.woff2"));
    expect(latin).toBeDefined();
    const faces = [core(), face("/inter-latin1-wght.woff2"), rest()];
    const all = faces.flatMap((f) => [...f.range]);
    expect(all.length).toBe(new Set(all).size); // no character in two faces
    expect(new Set(all)).toEqual(latin?.range);
  });

  it("holds every character the app's own texts print, so that a page without names needs no other file", () => {
    const printed = sources(CLIENT)
      .concat(sources(path.join(CLIENT, "../shared")))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(file, "utf8")].map((c) => c.codePointAt(0)!))
      .filter((c) => c > 0x7f && c <= 0xff);
    expect([...new Set(printed)].filter((c) => !core().range.has(c))).toEqual([]);
  });

  it("is the file index.html preloads", () => {
    expect(readFileSync(path.join(CLIENT, "index.html"), "utf8")).toMatch(
      /<link\s+rel="preload"\s+href="\.\/assets\/fonts\/inter-core-wght\.woff2"\s+as="font"/,
    );
  });

  it("has every weight the components ask for (Tailwind's font-normal to font-bold)", () => {
    const outside = sources(CLIENT).filter((file) =>
      /\bfont-(thin|extralight|light|extrabold|black)\b|\bfont-\[\d/.test(readFileSync(file, "utf8")),
    );
    expect(outside).toEqual([]);
  });
});
