import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { compile, matchPath, type Params } from "@shared/routing/match";
import { DATA_LAYER_MODULE, PAGES, type PageVisitor, visitorOf } from "@shared/routing/pages";

/** The part of Vite's build manifest (`.vite/manifest.json`) read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PagePreload {
  /** The page's name in the shared table: one cached variant of index.html per page. */
  key: string;
  visitor: PageVisitor;
  /** The `<link>` tags, one a line. */
  tags: string;
}

/** A page of the shared table an address leads to, with the address's parameters. */
export interface PageMatch {
  key: keyof typeof PAGES;
  params: Params;
}

const compiledPages = (Object.keys(PAGES) as (keyof typeof PAGES)[]).map((key) => ({
  key,
  compiled: compile(PAGES[key].path),
}));

/** The page an address is, matched as the client's router matches it; null outside the table. */
export function matchPage(pathname: string): PageMatch | null {
  for (const { key, compiled } of compiledPages) {
    const params = matchPath(compiled, pathname);
    if (params) return { key, params };
  }
  return null;
}

/** The manifest of a built client, or null when there is none (API-only runs, tests). */
export function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, ".vite/manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : null;
}

/** Every file a manifest entry brings in through static imports (itself included), with their CSS. */
function closure(manifest: Manifest, key: string, files = new Set<string>(), seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
  return files;
}

const tag = (file: string) =>
  file.endsWith(".css")
    ? `<link rel="preload" as="style" href="/${file}" />`
    : `<link rel="modulepreload" crossorigin href="/${file}" />`;

/**
 * For each page of the shared table (shared/routing/pages.ts), the tags that fetch its chunk and the data
 * layer together with the HTML, leaving out what index.html already loads (the first page). Without them a
 * phone asked for the page's chunk only once the first page's script had run: one more round trip, then
 * the chunk's own imports (decision 0041). Returns the preload of a page, or null.
 */
export function pagePreloads(manifest: Manifest | null): (page: PageMatch | null) => PagePreload | null {
  const entry = manifest && Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!manifest || !entry) return () => null;
  const firstPage = closure(manifest, entry);
  const dataLayer = closure(manifest, `${DATA_LAYER_MODULE}.tsx`);
  const preloads = new Map<keyof typeof PAGES, PagePreload>();
  for (const key of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    const page = PAGES[key];
    if (!manifest[`${page.module}.tsx`]) continue;
    const files = closure(manifest, `${page.module}.tsx`, new Set(dataLayer));
    const own = [...files].filter((file) => !firstPage.has(file));
    // Scripts first (the page cannot draw without them), then its styles.
    own.sort((a, b) => Number(a.endsWith(".css")) - Number(b.endsWith(".css")) || a.localeCompare(b));
    preloads.set(key, { key, visitor: visitorOf(page.access), tags: own.map(tag).join("\n") });
  }
  return (page) => (page && preloads.get(page.key)) ?? null;
}

/** Whether a page's chunk is worth fetching for this visitor (a signed-in page sends a stranger away). */
export const preloadFor = (preload: PagePreload | null, signedIn: boolean): PagePreload | null =>
  preload && (preload.visitor === "anyone" || (preload.visitor === "signed-in") === signedIn)
    ? preload
    : null;
