import { compile } from "html-to-text";

const MAX_DESCRIPTION = 20_000;
/** Control characters (but tab and newline), zero-width and direction overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Compiled once: preparing html-to-text's options costs more than converting a short description. */
const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "script", format: "skip" },
    { selector: "style", format: "skip" },
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "h3", options: { uppercase: false } },
    { selector: "table", format: "dataTable" },
  ],
});

/**
 * A feed's description (HTML more often than not) as plain text: html-to-text parses it (htmlparser2) and
 * keeps only the text, links without their addresses, no images; scripts and styles are dropped whole.
 * Control characters go too, so what is stored is text a page can show as it is.
 */
export function toPlainText(html: string | null | undefined, max = MAX_DESCRIPTION): string {
  if (!html) return "";
  const text = toText(html.length > max * 4 ? html.slice(0, max * 4) : html);
  const clean = text.replace(INVISIBLE, "");
  return clean
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, max);
}
