import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { milestoneProgress, TIER_LABELS } from "@shared/constants/tiers";
import type { ReactNode } from "react";
import satori from "satori";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);

type Weight = 400 | 600 | 800;
let fonts: { name: string; data: Buffer; weight: Weight; style: "normal" }[] | undefined;

const SUBSETS = ["latin", "latin-ext", "greek", "cyrillic"] as const;
const FAMILY = SUBSETS.map((subset) => `Inter ${subset}`).join(", ");
/** Characters those subsets draw; anything else (e.g. CJK) is left out of the image rather than drawn as boxes. */
const UNDRAWABLE = /[^\u0020-\u024F\u0370-\u04FF\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20CF]/gu;
const drawable = (text: string) => text.replace(UNDRAWABLE, "").replace(/\s+/g, " ").trim();

/** Inter from @fontsource/inter, shipped with the app (satori reads woff, not woff2). */
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

/** Long titles ("Chief Critique Officer") get a smaller size so they stay on one line. */
const titleSize = (title: string) => (title.length > 20 ? 76 : title.length > 16 ? 86 : 96);

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string)[] | Node | string };
}
const el = (type: string, style: Style, ...children: (Node | string)[]): Node => ({
  type,
  props: { style: { display: "flex", ...style }, children },
});

export interface TitleCardInput {
  criticName: string;
  reviewCount: number;
  brandName: string;
}

/** The card as satori's element tree: dark, one warm accent, the title big, the critic's name below. */
function cardTree({ criticName, reviewCount, brandName }: TitleCardInput): Node {
  const { current, next, progress } = milestoneProgress(reviewCount);
  const reviews = `${reviewCount.toLocaleString("en-US")} review${reviewCount === 1 ? "" : "s"}`;
  const nextLine = next ? `${progress}% of the way to ${next.title}` : "Top of the scale";
  return el(
    "div",
    {
      // satori sizes the content box: the padding and border come on top.
      width: CARD_WIDTH - 2 * 72 - 4,
      height: CARD_HEIGHT - 2 * 64 - 4,
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      backgroundColor: "#0b0d12",
      backgroundImage: "radial-gradient(circle at 85% 15%, #3a2a10 0%, #141821 45%, #0b0d12 100%)",
      color: "#f3f4f6",
      fontFamily: FAMILY,
      border: "2px solid #2c3444",
    },
    el(
      "div",
      { alignItems: "center", gap: "16px" },
      el("div", { width: "20px", height: "20px", borderRadius: "10px", backgroundColor: "#f5a524" }),
      el("div", { fontSize: "30px", fontWeight: 600, color: "#c9ced8" }, drawable(brandName)),
    ),
    el(
      "div",
      { flexDirection: "column", gap: "18px" },
      el(
        "div",
        { fontSize: "26px", fontWeight: 600, letterSpacing: "4px", color: "#f5a524" },
        `${TIER_LABELS[current.tier].toUpperCase()} TIER · CRITIC TITLE`,
      ),
      el(
        "div",
        {
          fontSize: `${titleSize(current.title)}px`,
          fontWeight: 800,
          lineHeight: 1.05,
          letterSpacing: "-2px",
        },
        current.title,
      ),
      el(
        "div",
        { fontSize: "30px", color: "#c9ced8", maxWidth: "960px", lineHeight: 1.35 },
        current.description,
      ),
    ),
    el(
      "div",
      { justifyContent: "space-between", alignItems: "flex-end" },
      el(
        "div",
        { flexDirection: "column", gap: "6px" },
        el("div", { fontSize: "40px", fontWeight: 600 }, drawable(criticName)),
        el("div", { fontSize: "26px", color: "#9ba4b4" }, `${reviews} · ${nextLine}`),
      ),
      el(
        "div",
        {
          padding: "12px 24px",
          borderRadius: "999px",
          border: "2px solid #f5a524",
          color: "#f8bb4f",
          fontSize: "26px",
          fontWeight: 600,
        },
        "Podcast critic",
      ),
    ),
  );
}

const cache = new Map<string, Buffer>();
const CACHE_SIZE = 200;

/** The title card as a 1200×630 PNG (the Open Graph size), rendered on the server and kept briefly. */
export async function renderTitleCard(input: TitleCardInput): Promise<Buffer> {
  const key = JSON.stringify(input);
  const hit = cache.get(key);
  if (hit) return hit;
  const svg = await satori(cardTree(input) as unknown as ReactNode, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
}
