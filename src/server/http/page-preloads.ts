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
 * Each page of the shared table (shared/routing/pages.ts) that the build has, with the files it loads
 * beyond the first page (its chunk, its imports, the data layer, its styles): scripts first (the page
 * cannot draw without them), then styles.
 */
function pagesOwnFiles(manifest: Manifest): Map<keyof typeof PAGES, string[]> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const pages = new Map<keyof typeof PAGES, string[]>();
  if (!entry) return pages;
  const firstPage = closure(manifest, entry);
  const dataLayer = closure(manifest, `${DATA_LAYER_MODULE}.tsx`);
  for (const key of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
    if (!manifest[`${PAGES[key].module}.tsx`]) continue;
    const files = closure(manifest, `${PAGES[key].module}.tsx`, new Set(dataLayer));
    const own = [...files].filter((file) => !firstPage.has(file));
    own.sort((a, b) => Number(a.endsWith(".css")) - Number(b.endsWith(".css")) || a.localeCompare(b));
    pages.set(key, own);
  }
  return pages;
}

/**
 * For each page, the tags that fetch its own files together with the HTML. Without them a phone asked for
 * the page's chunk only once the first page's script had run: one more round trip, then the chunk's own
 * imports (decision 0041). Returns the preload of a page, or null.
 */
export function pagePreloads(manifest: Manifest | null): (page: PageMatch | null) => PagePreload | null {
  const preloads = new Map<keyof typeof PAGES, PagePreload>();
  for (const [key, files] of manifest ? pagesOwnFiles(manifest) : []) {
    preloads.set(key, { key, visitor: visitorOf(PAGES[key].access), tags: files.map(tag).join("\n") });
  }
  return (page) => (page && preloads.get(page.key)) ?? null;
}

/**
 * Each page's own files as addresses, by the page's name in the shared table: what the client's links
 * download without running once they are on screen (`PAGE_FILES_PATH`, decision 0065). Empty without a
 * built client.
 */
export function pageFiles(manifest: Manifest | null): Record<string, string[]> {
  const pages = manifest ? pagesOwnFiles(manifest) : new Map<string, string[]>();
  return Object.fromEntries([...pages].map(([key, files]) => [key, files.map((file) => `/${file}`)]));
}

/** Whether a page's chunk is worth fetching for this visitor (a signed-in page sends a stranger away). */
export const preloadFor = (preload: PagePreload | null, signedIn: boolean): PagePreload | null =>
  preload && (preload.visitor === "anyone" || (preload.visitor === "signed-in") === signedIn)
    ? preload
    : null;
