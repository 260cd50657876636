import { matchGenre } from "@shared/schemas/podcast";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { canonicalRecord, ImportFileError, lineIndex, plainText, type RawRecord } from "./records";

type Node = Record<string, unknown>;

/** Deepest element nesting an import may have: feeds and OPML lists need a handful of levels. */
export const MAX_XML_DEPTH = 100;

const parser = new XMLParser({
  maxNestedTags: MAX_XML_DEPTH,
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === "outline" || name === "channel" || name === "itunes:category",
});

/** Parses an XML file after checking it is well-formed; no DTD entities (no entity-expansion tricks). */
function parseXml(text: string, kind: string): Node {
  if (/<!ENTITY/i.test(text)) throw new ImportFileError(`The ${kind} file may not declare XML entities.`);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ImportFileError(
      `The ${kind} file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`,
    );
  }
  try {
    return parser.parse(text) as Node;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/nested tags/i.test(message)) {
      throw new ImportFileError(
        `The ${kind} file nests elements more than ${MAX_XML_DEPTH} levels deep; podcast files need only a few.`,
      );
    }
    throw new ImportFileError(`The ${kind} file could not be read: ${message}`);
  }
}

/** The text of an element, whether it came as a string, a number or an object with attributes. */
function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && "#text" in value) return textOf((value as Node)["#text"]);
  return undefined;
}

const attr = (node: unknown, name: string) =>
  node && typeof node === "object" ? textOf((node as Node)[`@_${name}`]) : undefined;

/** Every podcast category in a feed, outer categories first. */
function feedCategories(channel: Node): string[] {
  const out: string[] = [];
  const walk = (list: unknown) => {
    for (const node of Array.isArray(list) ? list : []) {
      const name = attr(node, "text");
      if (name) out.push(name);
      walk((node as Node)["itunes:category"]);
    }
  };
  walk(channel["itunes:category"]);
  for (const c of [channel.category].flat()) {
    const name = textOf(c);
    if (name) out.push(name);
  }
  return out;
}

function selfLink(channel: Node): string | undefined {
  for (const link of [channel["atom:link"]].flat()) {
    if (attr(link, "rel") === "self") return attr(link, "href");
  }
  return textOf(channel["itunes:new-feed-url"]);
}

/** An RSS podcast feed saved as a file: its channel is one podcast. */
export function parseRss(text: string): RawRecord[] {
  const doc = parseXml(text, "RSS");
  const channels = (doc.rss as Node | undefined)?.channel;
  if (!Array.isArray(channels) || channels.length === 0) {
    throw new ImportFileError("This is not an RSS feed (no <rss><channel> element).");
  }
  const lineAt = lineIndex(text);
  const channelOffsets: number[] = [];
  for (let i = text.indexOf("<channel"); i !== -1; i = text.indexOf("<channel", i + 1))
    channelOffsets.push(i);
  const channelLine = (i: number) => lineAt(channelOffsets[i] ?? 0);
  return channels.map((channel: Node, i) => {
    const categories = feedCategories(channel);
    const link = [channel.link].flat().map(textOf).find(Boolean);
    return {
      line: channelLine(i),
      fields: canonicalRecord({
        title: textOf(channel.title),
        publisher:
          textOf(channel["itunes:author"]) ??
          textOf((channel["itunes:owner"] as Node | undefined)?.["itunes:name"]) ??
          textOf(channel.managingEditor),
        description: plainText(textOf(channel.description) ?? textOf(channel["itunes:summary"])),
        category: categories.map((c) => matchGenre(c)).find(Boolean) ?? categories[0],
        tags: textOf(channel["itunes:keywords"]),
        coverImage: attr(channel["itunes:image"], "href") ?? textOf((channel.image as Node | undefined)?.url),
        website: link,
        feedUrl: selfLink(channel),
      }),
    };
  });
}

/**
 * An OPML subscription list: each outline with an xmlUrl is a podcast. Its genre comes from its own
 * category attribute, else from the nearest enclosing outline named after a genre.
 */
export function parseOpml(text: string): RawRecord[] {
  const doc = parseXml(text, "OPML");
  const body = (doc.opml as Node | undefined)?.body as Node | undefined;
  if (!doc.opml || !body) throw new ImportFileError("This is not an OPML file (no <opml><body> element).");
  const outlineOffsets: number[] = [];
  for (let i = text.indexOf("<outline"); i !== -1; i = text.indexOf("<outline", i + 1))
    outlineOffsets.push(i);
  const lineAt = lineIndex(text);
  let index = 0;
  const records: RawRecord[] = [];
  const walk = (list: unknown, inheritedGenre: string | undefined) => {
    for (const node of Array.isArray(list) ? list : []) {
      const line = lineAt(outlineOffsets[index++] ?? 0);
      const name = attr(node, "title") ?? attr(node, "text");
      const feedUrl = attr(node, "xmlUrl") ?? attr(node, "xmlurl");
      const ownCategory = attr(node, "category")
        ?.split(/[,/]/)
        .map((c) => matchGenre(c))
        .find(Boolean);
      if (feedUrl) {
        records.push({
          line,
          fields: canonicalRecord({
            title: name,
            publisher: attr(node, "author") ?? attr(node, "publisher") ?? "Unknown publisher",
            description: plainText(attr(node, "description")),
            category: ownCategory ?? inheritedGenre ?? attr(node, "category"),
            website: attr(node, "htmlUrl"),
            coverImage: attr(node, "imageUrl") ?? attr(node, "image"),
            feedUrl,
          }),
        });
      }
      walk((node as Node).outline, ownCategory ?? matchGenre(name) ?? inheritedGenre);
    }
  };
  walk(body.outline, undefined);
  if (records.length === 0) {
    throw new ImportFileError("The OPML file lists no podcast feeds (outlines with an xmlUrl).");
  }
  return records;
}
