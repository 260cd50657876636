import { Resvg } from "@resvg/resvg-js";
import { milestoneProgress, TIER_LABELS } from "@shared/constants/tiers";
import { type DrawNode, drawable, drawSvg, el, FONT_FAMILY } from "../drawing/outlined-text";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Long titles ("Chief Critique Officer") get a smaller size so they stay on one line. */
const titleSize = (title: string) => (title.length > 20 ? 76 : title.length > 16 ? 86 : 96);

export interface TitleCardInput {
  criticName: string;
  reviewCount: number;
  brandName: string;
}

/** The card as satori's element tree: dark, one warm accent, the title big, the critic's name below. */
function cardTree({ criticName, reviewCount, brandName }: TitleCardInput): DrawNode {
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
      fontFamily: FONT_FAMILY,
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

/**
 * The title card as a 1200×630 PNG (the Open Graph size): 70–80 ms of CPU, so the server renders it in a
 * worker thread (card-renderer.ts) and keeps each card it rendered (title-cards.ts).
 */
export async function renderTitleCard(input: TitleCardInput): Promise<Buffer> {
  const svg = await drawSvg(cardTree(input), CARD_WIDTH, CARD_HEIGHT);
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
}
