// An Atom 1.0 document (RFC 4287) written as text: every value escaped, and every character XML 1.0 does
// not allow dropped, so the feed parses whatever a critic typed.

/**
 * What XML 1.0 allows in a document: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and
 * U+10000–U+10FFFF. Everything else (other control characters, lone surrogates, U+FFFE, U+FFFF) goes.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text or an attribute value as XML: forbidden characters dropped, markup characters escaped. */
export const xmlText = (value: string) => value.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export interface AtomPerson {
  name: string;
  uri?: string;
}

export interface AtomEntry {
  /** A permanent IRI: never changes once the entry is published. */
  id: string;
  title: string;
  summary: string;
  /** The entry's page (rel alternate). */
  link: string;
  /** When it was first published (RFC 4287 4.2.9). */
  published: Date;
  /** Its last significant change (4.2.15): `published` until it is edited. */
  updated: Date;
  author: AtomPerson;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's own address (rel self) and the page it follows (rel alternate). */
  selfUrl: string;
  pageUrl: string;
  /** Its newest entry's `updated` (an empty feed: when it began). */
  updated: Date;
  /** The feed's author; entries without one of their own take it (RFC 4287 4.1.1). */
  author: AtomPerson;
  generator: string;
  entries: AtomEntry[];
}

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

function person(tag: "author", who: AtomPerson): string {
  const uri = who.uri ? element("uri", who.uri) : "";
  return `<${tag}>${element("name", who.name)}${uri}</${tag}>`;
}

const link = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}" href="${xmlText(href)}"${type ? ` type="${type}"` : ""}/>`;

function entry(item: AtomEntry): string {
  return [
    "<entry>",
    element("id", item.id),
    `<title type="text">${xmlText(item.title)}</title>`,
    link("alternate", item.link, "text/html"),
    element("published", item.published.toISOString()),
    element("updated", item.updated.toISOString()),
    person("author", item.author),
    `<summary type="text">${xmlText(item.summary)}</summary>`,
    "</entry>",
  ].join("\n");
}

/** The feed document, UTF-8. */
export function atomFeed(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element("id", feed.id),
    `<title type="text">${xmlText(feed.title)}</title>`,
    ...(feed.subtitle ? [`<subtitle type="text">${xmlText(feed.subtitle)}</subtitle>`] : []),
    link("self", feed.selfUrl, "application/atom+xml"),
    link("alternate", feed.pageUrl, "text/html"),
    element("updated", feed.updated.toISOString()),
    person("author", feed.author),
    element("generator", feed.generator),
    ...feed.entries.map(entry),
    "</feed>",
    "",
  ].join("\n");
}
