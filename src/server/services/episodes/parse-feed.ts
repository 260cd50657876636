import type { Readable } from "node:stream";
import FeedParser from "feedparser";
import { parseDuration } from "./duration";
import { toPlainText } from "./plain-text";

/** An episode as a feed item describes it, ready to store. */
export interface ParsedEpisode {
  guid: string;
  title: string;
  description: string;
  publishedAt: Date | null;
  durationSeconds: number | null;
  audioUrl: string | null;
  audioType: string | null;
  season: number | null;
  number: number | null;
}

export class MalformedFeedError extends Error {}

type Node = { "#"?: unknown; "@"?: Record<string, unknown> } | undefined;
type Item = FeedParser.Item & Record<string, unknown>;

const textOf = (node: unknown): string | null => {
  const value = (node as Node)?.["#"];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};

const wholeNumber = (node: unknown): number | null => {
  const text = textOf(node);
  if (!text || !/^\d{1,9}(\.0+)?$/.test(text)) return null;
  return Math.trunc(Number(text));
};

const httpUrl = (value: string | null | undefined): string | null => {
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
};

/** One feed item as an episode; null when it has neither a guid nor an enclosure to key it by. */
export function toEpisode(item: Item): ParsedEpisode | null {
  const enclosure = item.enclosures?.find((e) => httpUrl(e.url)) ?? null;
  const audioUrl = httpUrl(enclosure?.url);
  const guid = (textOf(item["rss:guid"]) ?? textOf(item["atom:id"]) ?? audioUrl)?.slice(0, 2048);
  if (!guid) return null;
  const published = item.pubdate ? new Date(item.pubdate) : null;
  return {
    guid,
    title: toPlainText(item.title, 500) || "Untitled episode",
    description: toPlainText(item.description ?? item.summary),
    publishedAt: published && !Number.isNaN(published.getTime()) ? published : null,
    durationSeconds: parseDuration(textOf(item["itunes:duration"])),
    audioUrl,
    audioType: enclosure?.type?.slice(0, 200) || null,
    // Podcasting 2.0's tags first (they may carry fractions, which are not episode numbers), then iTunes'.
    season: wholeNumber(item["podcast:season"]) ?? wholeNumber(item["itunes:season"]),
    number: wholeNumber(item["podcast:episode"]) ?? wholeNumber(item["itunes:episode"]),
  };
}

const ROOTS = new Set(["rss", "feed", "rdf:rdf"]);

/**
 * Reads a feed as a stream (feedparser on sax: RSS 2.0, Atom, RDF, with the iTunes and Podcasting 2.0
 * tags kept), handing over episodes as they are read, so memory stays flat whatever the feed's size.
 * Lenient with what real feeds get wrong (an unknown entity, a stray `&`), but a document that is not a
 * feed, or one that stops before its root element closes (cut off, truncated), is a MalformedFeedError.
 */
export async function* readEpisodes(body: Readable, feedUrl: string): AsyncGenerator<ParsedEpisode> {
  const parser = new FeedParser({ addmeta: false, feedurl: feedUrl });
  let rootClosed = false;
  (parser as unknown as { stream: NodeJS.EventEmitter }).stream.on("closetag", (name: string) => {
    if (ROOTS.has(name.toLowerCase())) rootClosed = true;
  });
  let failure: Error | undefined;
  body.on("error", (error) => {
    failure = error;
    parser.destroy(error);
  });
  body.pipe(parser);
  try {
    for await (const item of parser) {
      const episode = toEpisode(item as Item);
      if (episode) yield episode;
    }
  } catch (error) {
    if (failure) throw failure;
    throw new MalformedFeedError(`Malformed feed: ${(error as Error).message}`.slice(0, 500));
  } finally {
    body.unpipe(parser);
    body.destroy();
  }
  if (failure) throw failure;
  if (!rootClosed)
    throw new MalformedFeedError("Malformed feed: the document ends before its root element closes");
}
