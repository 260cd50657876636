import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { refusedAnswer } from "@shared/api/refused-answer";
import { BOOT_ANSWERS_ID } from "@shared/constants/boot";
import { FIRST_READS, type FirstReadsViewer, shellReads } from "@shared/routing/first-reads";
import { mayOpen, PAGES } from "@shared/routing/pages";
import type { SiteConfig } from "@shared/schemas/site";
import type { User } from "@shared/schemas/user";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { fromRoot } from "../lib/project-root";
import type { ActiveSession } from "../services/auth/sessions";
import { siteConfig } from "../services/site/config";
import { toSession } from "../services/users/presenter";
import { bootScript } from "./boot-data";
import type { PageMatch } from "./page-preloads";
import { lendSession } from "./session";

/** The built app for the server (src/client/entry-server.tsx, `vite build --ssr`). */
export interface Renderer {
  prepare(): Promise<void>;
  render(input: {
    url: string;
    user: User | null;
    site: SiteConfig;
    answers: Map<string, unknown>;
  }): Promise<{ html: string; head: PageHead }>;
}

/** The head a page asked for as it rendered: its full title and its description (null: the site's). */
export interface PageHead {
  title: string | null;
  description: string | null;
}

export const serverRenderDir = fromRoot("dist/ssr");

/**
 * The app's server renderer, its pages loaded; null where none is named or built (API-only runs, tests),
 * or where it cannot be loaded (logged): the browser then draws every page, as it can.
 */
export async function loadRenderer(
  dir: string | undefined,
  log: FastifyBaseLogger,
): Promise<Renderer | null> {
  const file = dir && path.join(dir, "entry-server.js");
  if (!file || !existsSync(file)) return null;
  try {
    const renderer = (await import(pathToFileURL(file).href)) as Renderer;
    await renderer.prepare();
    return renderer;
  } catch (error) {
    log.error({ err: error, file }, "the server renderer could not be loaded; the browser draws the pages");
    return null;
  }
}

/** The visitor as the first reads see them (shared/routing/first-reads.ts). */
export const readsViewer = (user: UserRow | null): FirstReadsViewer | null =>
  user && { criticName: user.criticName, criticSlug: user.slug };

/** A page drawn on the server: its HTML (inside #root) and the answers it was drawn with, as JSON. */
export interface DrawnPage {
  html: string;
  answers: string;
  head: PageHead;
  /** The page's canonical address, for a public page (one that names its description), as the browser sets it. */
  canonical: string | null;
}

/**
 * The page at this address drawn for this visitor, with its first reads' answers (decision 0059), or null:
 * no renderer, a signed-out visitor of a page they may not open (sent to sign in), a first read that was
 * refused (a record not found is rendered where the page takes it), or a render that failed (logged): the browser then draws the page. Each first read is
 * the API's own answer to this visitor (their cookie, their address for the rate limits).
 */
export async function drawPage(
  app: FastifyInstance,
  renderer: Renderer | null,
  request: FastifyRequest,
  page: PageMatch | null,
  session: ActiveSession | null,
): Promise<DrawnPage | null> {
  const user = session?.user ?? null;
  if (!renderer) return null;
  // No page at this address: the not-found page (a 404, static.ts). A page the visitor may not open: the
  // Access Denied page for a signed-in visitor (a 403), rendered without the page's reads; a signed-out one
  // is sent to sign in before this (a 302), as is a signed-in one of a page for signed-out visitors.
  const allowed = page !== null && mayOpen(PAGES[page.key].access, user);
  if (page && !allowed && (!user || PAGES[page.key].access === "signed-out")) return null;
  try {
    const search = new URLSearchParams(request.url.split("?")[1] ?? "");
    const pageReads =
      page && allowed
        ? FIRST_READS[page.key]?.({ params: page.params, search, viewer: readsViewer(user) })
        : undefined;
    // The header's reads (an administrator's counts) go with the pages the visitor may open; the not-found
    // and Access Denied pages leave them to the browser.
    const urls = [...new Set([...(pageReads ?? []), ...(allowed ? shellReads(user) : [])])];
    const answers = new Map<string, unknown>();
    // The page's own session lookup is lent to its reads (http/session.ts): one query, not one per read.
    const read = await lendSession(session, (lent) =>
      Promise.all(
        urls.map(async (url) => {
          const res = await app.inject({
            method: "GET",
            url,
            remoteAddress: request.ip,
            headers: request.headers.cookie ? { cookie: request.headers.cookie, ...lent } : {},
          });
          if (res.statusCode === 200) answers.set(url, res.json());
          // A record not found is rendered as the page's not-found state, where the page takes it as
          // its query's error (the critic page so far: features/critics/api.ts), and not read again.
          else if (res.statusCode === 404 && page?.key === "critic")
            answers.set(url, refusedAnswer(res.json()));
          else return false;
          return true;
        }),
      ),
    );
    // A refused read (a critic not found, a rate limit) is the browser's to draw, with its usual states.
    if (read.includes(false)) return null;
    // Written first: the render takes each answer from the map as its query is made.
    const answersScript = bootScript(BOOT_ANSWERS_ID, Object.fromEntries(answers));
    const timer = app.ctx.metrics.pageRenderDuration.startTimer({ page: page?.key ?? "not-found" });
    const { html, head } = await renderer.render({
      url: request.url,
      user: toSession(user).user,
      site: siteConfig(app.ctx),
      answers,
    });
    timer();
    const pathname = request.url.split("?")[0] ?? "/";
    const canonical = head.description === null ? null : `${app.ctx.config.appUrl}${pathname}`;
    return { html, answers: answersScript, head, canonical };
  } catch (error) {
    app.log.error(
      { err: error, url: request.url },
      "server render failed; page sent for the browser to draw",
    );
    return null;
  }
}
