import { GENRES, type Genre } from "./genres";

/**
 * Generated cover art, described once (decision 0068): a podcast without a cover image of its own gets a
 * square of a gradient in its genre's hue, a soft disc, a ring, its title and its genre. The pages render it
 * in HTML and CSS (no image to fetch, no SVG document for the browser to parse and paint); the server renders
 * the same design as SVG for `GET /api/podcasts/:id/cover.svg` (other sites, a saved image). Every length is
 * on the 400-unit square of that SVG.
 */
export const COVER_SIZE = 400;

/** The address of a podcast's generated cover: the API's `coverImage` when it has no image of its own. */
export const generatedCoverPath = (id: number) => `/api/podcasts/${id}/cover.svg`;

const GENERATED = /^\/api\/podcasts\/\d+\/cover\.svg$/;

/** True for a `coverImage` that names the generated art (the page renders it instead of fetching it). */
export const isGeneratedCover = (url: string) => GENERATED.test(url);

/** A base hue per genre, so covers of one genre feel related. */
const GENRE_HUES: Record<Genre, number> = Object.fromEntries(
  GENRES.map((genre, i) => [genre, Math.round((i * 360) / GENRES.length)]),
) as Record<Genre, number>;

/** FNV-1a over the title's code points: the same title always gets the same art. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

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

/** The title's font size on the square: smaller as it takes more lines. */
export const titleFontSize = (lineCount: number) => (lineCount <= 2 ? 46 : lineCount === 3 ? 40 : 34);

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface CoverArt {
  /** The gradient's colours, top left to bottom right. */
  from: string;
  to: string;
  /** A filled disc (`discColor`, 14% opaque) and a ring (`ringWidth` wide, `ringColor`, 12% opaque). */
  disc: Circle;
  discColor: string;
  ring: Circle;
  ringColor: string;
  ringWidth: number;
  discOpacity: number;
  ringOpacity: number;
  /** The title's lines, their font size (units of the square) and line height; the genre in capitals. */
  lines: string[];
  fontSize: number;
  lineHeight: number;
  genre: string;
}

/** The art for a title in a genre (unsigned shifts: every circle is centred on the square). */
export function coverArt(title: string, genre: Genre): CoverArt {
  const h = hash(title);
  const hue = (GENRE_HUES[genre] + (h % 40) - 20 + 360) % 360;
  const hue2 = (hue + 35 + ((h >>> 8) % 50)) % 360;
  const cx = 60 + ((h >>> 4) % 280);
  const cy = 40 + ((h >>> 12) % 120);
  const r = 90 + ((h >>> 16) % 90);
  const lines = wrapTitle(title);
  return {
    from: `hsl(${hue} 62% 34%)`,
    to: `hsl(${hue2} 70% 16%)`,
    disc: { cx, cy, r },
    discColor: `hsl(${hue2} 80% 70%)`,
    discOpacity: 0.14,
    ring: { cx: COVER_SIZE - cx / 2, cy: 360 - cy / 3, r: r * 0.7 },
    ringColor: `hsl(${hue} 90% 80%)`,
    ringWidth: 10,
    ringOpacity: 0.12,
    lines,
    fontSize: titleFontSize(lines.length),
    lineHeight: 1.12,
    genre: genre.toUpperCase(),
  };
}
