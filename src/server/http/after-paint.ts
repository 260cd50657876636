import { createHash } from "node:crypto";
import { escapeHtml } from "../lib/html";

/** The element holding the scripts a drawn page starts once it is painted. */
export const AFTER_PAINT_ID = "cc-after-paint";

/**
 * Starts the app on a page the server drew, once that page is painted (issue 34 §2, decision 0062): the
 * module preloads and page styles held in the template go into the head, then the entry script. It waits
 * for the browser's report of the first contentful paint (a frame's callback comes before the frame is on
 * screen); where the browser makes no such report, for the frame after the next. A tab opened in the
 * background paints nothing, so it starts at once; and in any case after 10 s.
 */
export const AFTER_PAINT_LOADER = `(function(d,w){var done;function go(){if(done)return;done=1;var t=d.getElementById("${AFTER_PAINT_ID}"),s=d.createElement("script");d.head.appendChild(d.importNode(t.content,true));s.type="module";s.crossOrigin="";s.src=t.dataset.entry;d.head.appendChild(s)}if(d.visibilityState==="hidden")return go();var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,10000)})(document,window)`;

/** The loader's hash, which the Content-Security-Policy allows (scripts stay 'self' otherwise). */
export const AFTER_PAINT_HASH = `'sha256-${createHash("sha256").update(AFTER_PAINT_LOADER).digest("base64")}'`;

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const SCRIPT_AND_STYLE_PRELOADS = /\s*<link rel="(?:modulepreload|preload" as="style)"[^>]*>/g;

/**
 * index.html whose scripts wait for the first paint: its entry script, module preloads and page-style
 * preloads leave the head for an inert template at the end of the body, started by the loader. Without
 * them the browser paints the drawn HTML as soon as the stylesheet and font are in, instead of after
 * downloading, evaluating and hydrating ~100 kB of script (docs/performance.md). Unchanged without an
 * entry script (no built client).
 */
export function scriptsAfterPaint(html: string): string {
  let entry: string | undefined;
  const preloads: string[] = [];
  const rest = html
    .replace(ENTRY_SCRIPT, (_, src: string) => {
      entry = src;
      return "";
    })
    .replace(SCRIPT_AND_STYLE_PRELOADS, (tag) => {
      preloads.push(tag.trim());
      return "";
    });
  if (!entry) return html;
  const template = `<template id="${AFTER_PAINT_ID}" data-entry="${escapeHtml(entry)}">${preloads.join("")}</template>`;
  return rest.replace("</body>", () => `${template}\n<script>${AFTER_PAINT_LOADER}</script>\n</body>`);
}
