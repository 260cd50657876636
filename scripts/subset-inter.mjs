#!/usr/bin/env node
/**
 * The font file the first paint needs (decision 0046): Inter's Latin file cut to the weights the app uses
 * (400–700) and to the characters of its texts and of most names: ASCII, Latin-1 and the punctuation the
 * pages print. Whatever else Inter's Latin file covers stays in that file, which the browser fetches only
 * when a page shows such a character (the second `@font-face` in `src/client/styles.css`).
 *
 *     npm run fonts          # rewrites src/client/assets/fonts/inter-core-wght.woff2
 *
 * `src/client/fonts.test.ts` regenerates the file and requires the committed one to be the same, so an
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
export const OUTPUT_FILE = fileURLToPath(
  new URL("../src/client/assets/fonts/inter-core-wght.woff2", import.meta.url),
);

/** Code point ranges of the file, inclusive; the core face's `unicode-range` in styles.css is these. */
export const CORE_RANGES = [
  [0x0000, 0x00ff], // ASCII and Latin-1 (accented names: é, ñ, ü, ø …)
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

/** The weights Tailwind's font-normal, -medium, -semibold and -bold ask for. */
export const WEIGHTS = { min: 400, max: 700, default: 400 };

/** Kerning, the ligatures and contextual forms Inter applies by default, marks, and tabular figures. */
export const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];

export function coreText() {
  let text = "";
  for (const [from, to] of CORE_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

export async function buildInterCore() {
  return subsetFont(await readFile(SOURCE_FILE), coreText(), {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const font = await buildInterCore();
  await writeFile(OUTPUT_FILE, font);
  console.info(`${path.relative(process.cwd(), OUTPUT_FILE)}: ${font.length} bytes`);
}
