/**
 * A page's preloads as its `Link` response header (RFC 8288, decision 0049): the module scripts, font,
 * style sheets, first data and cover its HTML head asks for, so that the browser starts them as the
 * response's headers arrive rather than once its parser has read the head. On a phone the app's script
 * then leaves before the HTML's parser task has ended. The head keeps its tags (a proxy may drop the
 * header); the browser fetches each address once.
 */

import { unescapeHtml } from "../lib/html";

const TAG = /<(link|script)\s([^>]*)>/g;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;
/** An address that can stand between `<` and `>` in a header: visible ASCII, no angle brackets. */
const SAFE_URL = /^\/[!-;=?-~]*$/;
const TOKEN = /^[a-z0-9/+.-]+$/i;

function attributes(source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, unescapeHtml(value ?? "")]),
  );
}

/** `crossorigin` as the tag has it: no attribute, the bare word (anonymous), or a value. */
function crossOrigin(attrs: Map<string, string>): string | null {
  const value = attrs.get("crossorigin");
  if (value === undefined) return null;
  return value === "" || value === "anonymous" ? "crossorigin" : `crossorigin=${value}`;
}

function link(tag: string, attrs: Map<string, string>): string | null {
  const isModule = tag === "script" && attrs.get("type") === "module";
  const isStyle = tag === "link" && attrs.get("rel") === "stylesheet";
  if (isStyle) attrs.set("as", "style");
  const rel = isModule
    ? "modulepreload"
    : isStyle
      ? "preload"
      : tag === "link"
        ? attrs.get("rel")
        : undefined;
  if (rel !== "modulepreload" && rel !== "preload") return null;
  const url = attrs.get(isModule ? "src" : "href") ?? "";
  if (!SAFE_URL.test(url)) return null;
  const params = [`<${url}>`, `rel=${rel}`];
  for (const name of rel === "preload" ? ["as", "type", "fetchpriority"] : []) {
    const value = attrs.get(name);
    if (value && TOKEN.test(value)) params.push(name === "type" ? `${name}="${value}"` : `${name}=${value}`);
  }
  const cors = crossOrigin(attrs);
  if (cors && TOKEN.test(cors.replace("=", ""))) params.push(cors);
  return params.join("; ");
}

/** The `Link` header for a page's HTML ("" when its head preloads nothing). */
export function linkHeader(html: string): string {
  const end = html.indexOf("</head>");
  const head = end === -1 ? html : html.slice(0, end);
  const links = new Set<string>();
  for (const [, tag, source] of head.matchAll(TAG)) {
    const value = link(tag!, attributes(source!));
    if (value) links.add(value);
  }
  return [...links].join(", ");
}
