import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ReactNode } from "react";
import satori from "satori";

/**
 * Text rendered by the server in the app's typeface (Inter, shipped with the app by @fontsource/inter): satori
 * lays out a small element tree and answers SVG with every glyph as a path, so the text looks the same in
 * an <img>, a PNG or a crawler's preview, where no web font can load.
 */
const require = createRequire(import.meta.url);

type Weight = 400 | 600 | 800;
let fonts: { name: string; data: Buffer; weight: Weight; style: "normal" }[] | undefined;

const SUBSETS = ["latin", "latin-ext", "greek", "cyrillic"] as const;
export const FONT_FAMILY = SUBSETS.map((subset) => `Inter ${subset}`).join(", ");
/** Characters those subsets render; anything else (e.g. CJK) is left out of the image rather than rendered as boxes. */
const UNDRAWABLE = /[^\u0020-\u024F\u0370-\u04FF\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20CF]/gu;
export const drawable = (text: string) => text.replace(UNDRAWABLE, "").replace(/\s+/g, " ").trim();

/** Inter's woff files (satori reads woff, not woff2), read once. */
function loadFonts() {
  fonts ??= SUBSETS.flatMap((subset) =>
    ([400, 600, 800] as const).map((weight) => ({
      name: `Inter ${subset}`,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

type Style = Record<string, string | number>;
export interface DrawNode {
  type: string;
  props: { style?: Style; children?: (DrawNode | string)[] | DrawNode | string };
}

/** A flex box of satori's element tree (satori lays out flex boxes only). */
export const el = (type: string, style: Style, ...children: (DrawNode | string)[]): DrawNode => ({
  type,
  props: { style: { display: "flex", ...style }, children },
});

/** The tree as an SVG of `width`×`height` with its text outlined. */
export function drawSvg(tree: DrawNode, width: number, height: number): Promise<string> {
  return satori(tree as unknown as ReactNode, { width, height, fonts: loadFonts() });
}
