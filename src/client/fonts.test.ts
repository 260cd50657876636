import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import {
  buildInterCore,
  CORE_RANGES,
  OUTPUT_FILE,
  SOURCE_FILE,
  WEIGHTS,
} from "../../scripts/subset-inter.mjs";

// The first paint's font (decision 0046): a cut of Inter's Latin file, made by scripts/subset-inter.mjs.

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

async function fontFacts(woff2: Buffer) {
  const sfnt = await subsetFont(woff2, null, { targetFormat: "sfnt", keepAllGlyphs: true });
  const hbFace = new Face(new Blob(sfnt), 0);
  return { unicodes: new Set(hbFace.collectUnicodes()), wght: hbFace.getAxisInfos().wght };
}

const core = () => face("/inter-core-wght.woff2");
const rest = () => face("/inter-latin-wght-normal.woff2");
const coreRange = new Set(
  CORE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)),
);

describe("the first paint's font", () => {
  it("is what npm run fonts makes from the installed Inter (run it after updating either)", async () => {
    expect(Buffer.compare(await buildInterCore(), readFileSync(OUTPUT_FILE))).toBe(0);
  });

  it("covers every character of its unicode-range that Inter's Latin file has, in weights 400 to 700", async () => {
    const [cut, source] = await Promise.all([
      fontFacts(readFileSync(OUTPUT_FILE)),
      fontFacts(readFileSync(SOURCE_FILE)),
    ]);
    const missing = [...core().range].filter((c) => source.unicodes.has(c) && !cut.unicodes.has(c));
    expect(missing).toEqual([]);
    expect([...core().range].filter((c) => c >= 0x20 && c < 0x7f).every((c) => cut.unicodes.has(c))).toBe(
      true,
    );
    expect(cut.wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max, default: WEIGHTS.default });
    expect(core().weight).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
    expect(core().range).toEqual(coreRange);
  });

  it("leaves the rest of Inter's Latin range to the full file, so no character loses Inter", () => {
    const fontsource = interFaces(
      readFileSync(require.resolve("@fontsource-variable/inter/index.css"), "utf8"),
    );
    const latin = fontsource.find((f) => f.src.endsWith("/inter-latin-wght-normal.woff2"));
    expect(latin).toBeDefined();
    const overlap = [...core().range].filter((c) => rest().range.has(c));
    expect(overlap).toEqual([]);
    expect(new Set([...core().range, ...rest().range])).toEqual(latin?.range);
  });

  it("is the file index.html preloads", () => {
    expect(readFileSync(path.join(CLIENT, "index.html"), "utf8")).toMatch(
      /<link\s+rel="preload"\s+href="\.\/assets\/fonts\/inter-core-wght\.woff2"\s+as="font"/,
    );
  });

  it("has every weight the components ask for (Tailwind's font-normal to font-bold)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(path.join(dir, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    const outside = files(CLIENT).filter((file) =>
      /\bfont-(thin|extralight|light|extrabold|black)\b|\bfont-\[\d/.test(readFileSync(file, "utf8")),
    );
    expect(outside).toEqual([]);
  });
});
