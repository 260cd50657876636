/** One podcast read from an import file, before validation, with the line it starts on. */
export interface RawRecord {
  line: number;
  fields: Record<string, unknown>;
}

/** A file that cannot be read at all (bad XML, unclosed CSV quote): the whole import answers 400. */
export class ImportFileError extends Error {}

const ALIASES: Record<string, string> = {
  title: "title",
  name: "title",
  podcast: "title",
  podcastname: "title",
  publisher: "publisher",
  author: "publisher",
  artist: "publisher",
  owner: "publisher",
  description: "description",
  summary: "description",
  category: "category",
  genre: "category",
  tags: "tags",
  keywords: "tags",
  coverimage: "coverImage",
  cover: "coverImage",
  coverurl: "coverImage",
  image: "coverImage",
  imageurl: "coverImage",
  artwork: "coverImage",
  artworkurl: "coverImage",
  website: "website",
  url: "website",
  link: "website",
  homepage: "website",
  htmlurl: "website",
  listenurl: "listenUrl",
  listen: "listenUrl",
  listenlink: "listenUrl",
  feedurl: "feedUrl",
  feed: "feedUrl",
  rss: "feedUrl",
  rssurl: "feedUrl",
  xmlurl: "feedUrl",
};

/** "Cover Image", "cover_image" and "coverImage" all name the same field. */
export function canonicalField(name: string): string | undefined {
  return ALIASES[name.toLowerCase().replace(/[^a-z0-9]/g, "")];
}

/** Keeps the fields we know under their canonical names; tags given as text are split on , ; or |. */
export function canonicalRecord(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const field = canonicalField(key);
    if (!field || field in out || value === undefined || value === null || value === "") continue;
    out[field] = value;
  }
  if (typeof out.tags === "string") {
    out.tags = out.tags
      .split(/[,;|]/)
      .map((t) => t.trim())
      .filter(Boolean);
  }
  return out;
}

/**
 * 1-based line numbers of character offsets in `text`: one pass to find the line breaks, then a binary
 * search per lookup. (Counting from the start for every record made a 10,000-record file quadratic.)
 */
export function lineIndex(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) breaks.push(i);
  return (offset) => {
    // The number of line breaks before `offset`, plus one.
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (breaks[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

const HTML_ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
};

/** Strips markup from feed descriptions (they often carry HTML) and tidies whitespace. */
export function plainText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, e: string) => HTML_ENTITIES[e] ?? "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();
  return text || undefined;
}
