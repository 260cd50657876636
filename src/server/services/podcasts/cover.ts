import { COVER_SIZE, type CoverArt, coverArt, titleFontSize, wrapTitle } from "@shared/constants/cover-art";
import type { Genre } from "@shared/constants/genres";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { podcasts } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { drawable, drawSvg, el, FONT_FAMILY } from "../drawing/outlined-text";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** The title and the genre, outlined in Inter (an <img> of an SVG cannot load the page's web font). */
function coverText(lines: string[], art: CoverArt): Promise<string> {
  const tree = el(
    "div",
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      fontFamily: FONT_FAMILY,
      color: "#fff",
    },
    el(
      "div",
      {
        flexDirection: "column",
        alignItems: "center",
        fontSize: titleFontSize(lines.length),
        fontWeight: 800,
        lineHeight: art.lineHeight,
      },
      ...lines.map((line) => el("div", { whiteSpace: "nowrap" }, line)),
    ),
    el(
      "div",
      {
        position: "absolute",
        bottom: 20,
        fontSize: 18,
        fontWeight: 600,
        letterSpacing: 3,
        opacity: 0.75,
      },
      art.genre,
    ),
  );
  return drawSvg(tree, COVER_SIZE, COVER_SIZE);
}

const cache = new Map<string, string>();
const CACHE_SIZE = 500; // about 17 kB each

/** The generated art (shared/constants/cover-art.ts) as SVG, its text outlined. */
export async function renderCoverSvg(title: string, category: Genre): Promise<string> {
  const key = `${category}\n${title}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const art = coverArt(title, category);
  const { disc, ring } = art;
  // The lines of the text satori can render (a character Inter lacks is left out, as everywhere it renders).
  const text = await coverText(wrapTitle(drawable(title)), art);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_SIZE} ${COVER_SIZE}" width="${COVER_SIZE}" height="${COVER_SIZE}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/>
</linearGradient></defs>
<rect width="${COVER_SIZE}" height="${COVER_SIZE}" fill="url(#g)"/>
<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="${art.discColor}" opacity="${art.discOpacity}"/>
<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${art.ringColor}" stroke-width="${art.ringWidth}" opacity="${art.ringOpacity}"/>
${text}
</svg>`;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, svg);
  return svg;
}

/** A podcast's generated cover art (404 when there is no such podcast). */
export async function podcastCoverSvg(db: Queryable, podcastId: number): Promise<string> {
  const [row] = await db
    .select({ title: podcasts.title, category: podcasts.category })
    .from(podcasts)
    .where(eq(podcasts.id, podcastId));
  if (!row) throw notFound(PODCAST_NOT_FOUND);
  return renderCoverSvg(row.title, row.category);
}
