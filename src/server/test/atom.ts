import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";

/** Characters XML 1.0 does not allow anywhere in a document. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
/** An `&` that does not start one of XML's entities or a character reference. */
const STRAY_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

export interface ParsedEntry {
  id: string;
  title: string;
  summary: string;
  published: string;
  updated: string;
  link: string;
  author: { name: string; uri?: string };
}

export interface ParsedFeed {
  id: string;
  title: string;
  updated: string;
  links: { rel: string; href: string }[];
  entries: ParsedEntry[];
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));
const text = (value: unknown): string =>
  typeof value === "object" && value !== null
    ? String((value as { "#text"?: unknown })["#text"] ?? "")
    : String(value ?? "");

/**
 * Parses an Atom document with fast-xml-parser after proving it well-formed: its validator (tags,
 * nesting, attributes), plus what that validator lets through: characters XML forbids and a stray `&`.
 */
export function parseAtom(xml: string): ParsedFeed {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(NOT_XML);
  expect(xml).not.toMatch(STRAY_AMPERSAND);
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseTagValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
  }).parse(xml);
  const feed = doc.feed;
  expect(feed.xmlns).toBe("http://www.w3.org/2005/Atom");
  return {
    id: text(feed.id),
    title: text(feed.title),
    updated: text(feed.updated),
    links: list<{ rel: string; href: string }>(feed.link),
    entries: list<Record<string, unknown>>(feed.entry).map((entry) => ({
      id: text(entry.id),
      title: text(entry.title),
      summary: text(entry.summary),
      published: text(entry.published),
      updated: text(entry.updated),
      link: (entry.link as { href: string }).href,
      author: {
        name: text((entry.author as Record<string, unknown>).name),
        uri: text((entry.author as Record<string, unknown>).uri),
      },
    })),
  };
}
