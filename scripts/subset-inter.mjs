#!/usr/bin/env node
/**
 * The font files the pages need (decision 0046): Inter's Latin file cut to the weights the app uses
 * (400–700). The first paint's file, which index.html preloads, holds ASCII and the few other characters
 * the app's own texts print (© · × and the punctuation below); a second file holds the rest of Latin-1
 * (accented letters: é, ñ, ü, ø …), which the browser fetches only when a page shows one, as a critic's or
 * podcast's name may. Whatever else Inter's Latin file covers stays in that file, fetched the same way (the
 * `@font-face` rules in `src/client/styles.css`).
 *
 *     npm run fonts          # rewrites src/client/assets/fonts/inter-core-wght.woff2 and inter-latin1-wght.woff2
 *
 * `src/client/fonts.test.ts` regenerates the files and requires the committed ones to be the same, so an
 * update of `@fontsource-variable/inter` or of the lists below is followed by `npm run fonts`.
 */

import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Inter's Latin file, all weights (100–900), as fontsource ships it. */
export const SOURCE_FILE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const fontFile = (name) => fileURLToPath(new URL(`../src/client/assets/fonts/${name}`, import.meta.url));

/** Code point ranges of the first paint's file, inclusive; its `unicode-range` in styles.css is these. */
export const CORE_RANGES = [
  [0x0000, 0x007f], // ASCII
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00b7, 0x00b7], // ·
  [0x00d7, 0x00d7], // ×
  [0x2009, 0x2009], // thin space
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2191, 0x2191], // ↑
  [0x2193, 0x2193], // ↓
  [0x2212, 0x2212], // − (minus)
];

/** The rest of Latin-1 (accented letters, symbols; its control codes have no glyphs): the second file. */
export const LATIN1_RANGES = [
  [0x0080, 0x009f],
  [0x00a1, 0x00a8],
  [0x00aa, 0x00b6],
  [0x00b8, 0x00d6],
  [0x00d8, 0x00ff],
];

/** The files: the first paint's (preloaded) and the rest of Latin-1's. */
export const CUTS = [
  { file: fontFile("inter-core-wght.woff2"), ranges: CORE_RANGES },
  { file: fontFile("inter-latin1-wght.woff2"), ranges: LATIN1_RANGES },
];

/** The weights Tailwind's font-normal, -medium, -semibold and -bold ask for. */
export const WEIGHTS = { min: 400, max: 700, default: 400 };

/** Kerning, the ligatures and contextual forms Inter applies by default, marks, and tabular figures. */
export const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];

export function rangeText(ranges) {
  let text = "";
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

export async function buildCut(ranges) {
  return subsetFont(await readFile(SOURCE_FILE), rangeText(ranges), {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, ranges } of CUTS) {
    const font = await buildCut(ranges);
    await writeFile(file, font);
    console.info(`${path.relative(process.cwd(), file)}: ${font.length} bytes`);
  }
}
