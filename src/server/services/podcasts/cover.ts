import { GENRES, type Genre } from "@shared/constants/genres";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { podcasts } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { drawable, drawSvg, el, FONT_FAMILY } from "../drawing/outlined-text";

/** A base hue per genre, so covers of one genre feel related. */
const GENRE_HUES: Record<Genre, number> = Object.fromEntries(
  GENRES.map((genre, i) => [genre, Math.round((i * 360) / GENRES.length)]),
) as Record<Genre, number>;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** Breaks a title into at most `maxLines` lines of about `width` characters, with an ellipsis if cut. */
export function wrapTitle(title: string, width = 14, maxLines = 4): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (!line) line = piece;
    else if (`${line} ${piece}`.length <= width) line = `${line} ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/…$/, "").slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/** The title and the genre, outlined in Inter (an <img> of an SVG cannot load the page's web font). */
function coverText(lines: string[], category: string): Promise<string> {
  const fontSize = lines.length <= 2 ? 46 : lines.length === 3 ? 40 : 34;
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
      { flexDirection: "column", alignItems: "center", fontSize, fontWeight: 800, lineHeight: 1.12 },
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
      category.toUpperCase(),
    ),
  );
  return drawSvg(tree, 400, 400);
}

const cache = new Map<string, string>();
const CACHE_SIZE = 500; // about 17 kB each

/** Square cover art drawn from the title and genre: a gradient, a few shapes, the title and the genre. */
export async function renderCoverSvg(title: string, category: Genre): Promise<string> {
  const key = `${category}\n${title}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const h = hash(title);
  const hue = (GENRE_HUES[category] + (h % 40) - 20 + 360) % 360;
  const hue2 = (hue + 35 + ((h >> 8) % 50)) % 360;
  const cx = 60 + ((h >> 4) % 280);
  const cy = 40 + ((h >> 12) % 120);
  const r = 90 + ((h >> 16) % 90);
  const text = await coverText(wrapTitle(drawable(title)), category);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 62% 34%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 16%)"/>
</linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue2} 80% 70%)" opacity="0.14"/>
<circle cx="${400 - cx / 2}" cy="${360 - cy / 3}" r="${r * 0.7}" fill="none" stroke="hsl(${hue} 90% 80%)" stroke-width="10" opacity="0.12"/>
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
