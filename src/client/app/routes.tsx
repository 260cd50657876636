import { loadDataLayer } from "@client/lib/data-layer";
import { later } from "@client/lib/later";
import { createRoutes, type RouteDefinition } from "@client/lib/router";
import { getCurrentUser } from "@client/lib/session";
import { mayOpen, PAGE_FILES_PATH, PAGES } from "@shared/routing/pages";
import type { ComponentType } from "react";
import type { Access } from "./guards";

// Each page a chunk of its own, found by the module named in the shared page table.
const chunks = import.meta.glob<{ default: ComponentType }>([
  "../features/*/pages/*-page.tsx",
  "../features/home/home-page.tsx",
]);

/**
 * The table of first reads, with every API address builder it uses: fetched when a page's data is first
 * prefetched (a hover, a navigation), not with the first page, whose own first data the server's HTML
 * already preloads (http/first-paint.ts).
 */
const firstReads = later(async () => (await import("@shared/routing/first-reads")).FIRST_READS);
firstReads.preload(); // once the page is on screen, so a link's first hover finds it in

/**
 * Each page's own files by page name, listed by the server from the build (decision 0065): asked for once,
 * when the first link on screen wants its page's files.
 */
const pageFiles = later(async () => {
  const answer = await fetch(PAGE_FILES_PATH);
  if (!answer.ok) throw new Error(`${PAGE_FILES_PATH} answered ${answer.status}`);
  return (await answer.json()) as Partial<Record<string, string[]>>;
});

/**
 * A page of the shared table (shared/routing/pages.ts): its path, who may open it, its chunk and the API
 * addresses it reads first (shared/routing/first-reads.ts, which the server preloads with the HTML too).
 */
function page(key: keyof typeof PAGES): RouteDefinition<Access> {
  const entry = PAGES[key];
  const load = chunks[`../${entry.module}.tsx`];
  if (!load) throw new Error(`No page module ${entry.module} for ${entry.path}`);
  return {
    path: entry.path,
    access: entry.access,
    page: load,
    files: async () => (await pageFiles.get())[key] ?? [],
    data: async (match) => (await firstReads.get())[key]?.({ ...match, viewer: getCurrentUser() }) ?? [],
  };
}

/**
 * Every page of the app, in match order, from the shared page table. The router fetches a page's chunk
 * when a link to it is on screen, and chunk and first data together on hover, focus, touch or click: a
 * new page is one entry there (and in FIRST_READS if it reads something first). See docs/performance.md.
 */
const table: RouteDefinition<Access>[] = [
  ...(Object.keys(PAGES) as (keyof typeof PAGES)[]).map(page),
  { path: "*", access: "anyone", page: () => import("@client/features/errors/not-found-page") },
];

export const routes = createRoutes(table, {
  withEveryPage: loadDataLayer,
  mayRequestData: (route) => mayOpen(route.access ?? "anyone", getCurrentUser()),
});
