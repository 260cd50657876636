import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { mayOpen, PAGE_FILES_PATH, PAGES } from "@shared/routing/pages";
import { safeNext, signInPath } from "@shared/routing/safe-next";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromRoot } from "../lib/project-root";
import { siteConfig } from "../services/site/config";
import { REVALIDATE, sendRevalidated } from "./caching";
import { errorBody } from "./error-handler";
import { firstPaintTags } from "./first-paint";
import { IndexPage, type PageHints, SharedPage } from "./index-page";
import { matchPage, pageFiles, pagePreloads, preloadFor, readManifest } from "./page-preloads";
import { policies } from "./policies";
import { drawPage, type Renderer } from "./server-render";
import { cookieSession, sessionCookieName } from "./session";

export const clientDir = fromRoot("dist/client");

declare module "fastify" {
  interface FastifyInstance {
    /** index.html with this installation's brand (a bare document when no client is built). */
    indexPage: IndexPage;
    /**
     * What index.html carries at this address for this visitor: their session, the page's chunk (null: none)
     * and its first data and largest image (`<link>` tags).
     */
    pageHints: (request: FastifyRequest) => Promise<PageHints>;
  }
}

/** The built client's index.html, or null when the client is not built. */
const builtIndex = (dir: string) => {
  const file = path.join(dir, "index.html");
  return existsSync(file) ? file : null;
};

/**
 * Pages answer index.html with this installation's BRAND_NAME, rewritten once, and with the page drawn
 * in it where the renderer draws it: call before the routes.
 */
export function decorateIndexPage(
  app: FastifyInstance,
  dir = clientDir,
  renderer: Renderer | null = null,
): void {
  app.decorate("indexPage", new IndexPage(builtIndex(dir), siteConfig(app.ctx)));
  const preloads = pagePreloads(readManifest(dir));
  app.decorate("pageHints", async (request: FastifyRequest): Promise<PageHints> => {
    const page = matchPage(request.url.split("?")[0] ?? "/");
    // The session as the API would read it: one indexed query (none without a cookie).
    const session = await cookieSession(app, request);
    const user = session?.user ?? null;
    const [firstPaint, drawn] = await Promise.all([
      firstPaintTags(app, request, page, user),
      drawPage(app, renderer, request, page, session ?? null),
    ]);
    const shareable = user === null && (drawn !== null || renderer === null || page === null);
    return { preload: preloadFor(preloads(page), user !== null), firstPaint, drawn, user, shareable };
  });
}

/** A visitor without a session cookie: they get what every such visitor gets. */
export const signedOut = (request: FastifyRequest) =>
  request.cookies[sessionCookieName(request.server.ctx)] === undefined;

/**
 * A public page for a signed-out visitor (the leaderboard, a critic's page), drawn once for all of them
 * and kept in the public cache under its address until what it shows changes, on any instance (decision
 * 0075): such a visitor costs a lookup, not a drawing. A page that was not drawn as everyone would get it
 * (a refused read, a failed render) is sent but not kept. `html` makes the page from its hints.
 */
export async function sendPublicPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: (hints: PageHints) => string,
) {
  const app = request.server;
  const { page } = await app.ctx.publicCache.get(
    `page:${request.url}`,
    async () => {
      const hints = await app.pageHints(request);
      return { page: new SharedPage(html(hints)), shareable: hints.shareable };
    },
    (drawn) => drawn.shareable,
  );
  return app.indexPage.sendShared(request, reply, page);
}

/** Hashed file names (Vite's `assets/`): a changed file gets a new name, so browsers keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A request for a file (`/robots.txt`, `/assets/x.js`) rather than a page of the app (`/podcasts/3`). */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/assets/");

/**
 * Serves the built React client: hashed assets cached for a year, other files revalidated, precompressed
 * (.br, .gz) when the browser accepts them and plain otherwise. Every other GET outside /api is a page of
 * the app and answers index.html, so the client router can take over; a missing file (an old chunk after a
 * deploy, /favicon.ico) answers 404, never the app's HTML. Build metadata (Vite's `.vite/manifest.json`),
 * any other dot-file and source maps (the build keeps them in dist/sourcemaps, for an error tracker) are not
 * served.
 */
export async function registerClient(app: FastifyInstance, dir = clientDir): Promise<void> {
  const hasClient = builtIndex(dir) !== null;
  const indexPage = hasClient ? app.indexPage : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      preCompressed: true,
      index: false,
      dotfiles: "ignore",
      // Directories ("/", "/assets/") are not files: the not-found handler below answers them.
      // index.html itself is only served rewritten, as a page.
      allowedPath: (pathname) =>
        !pathname.endsWith("/") && pathname !== "/index.html" && !pathname.endsWith(".map"),
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(dir, "assets") + path.sep);
        // Everything else (robots.txt, the favicon; pages: index-page.ts) is revalidated on every use.
        res.header("cache-control", immutable ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // Each page's own files, for links on screen to download without running them (decision 0065); the
  // same for everyone, revalidated, so that a new deploy's names are seen at once. Empty without a build.
  const files = JSON.stringify(pageFiles(hasClient ? readManifest(dir) : null));
  app.get(
    PAGE_FILES_PATH,
    { config: { access: policies.publicFixed }, schema: { hide: true } },
    async (request, reply) => sendRevalidated(request, reply, "application/json; charset=utf-8", files),
  );

  app.setNotFoundHandler(async (request, reply) => {
    // An address no route answers (the app's pages, /auth among them, any other): a visitor who is not
    // signed in spends their address's budget first (http/public-limits.ts).
    const session = await cookieSession(app, request);
    if (!session) app.spendPublicBudget(request);
    const [pathname = "/"] = request.url.split("?");
    const search = request.url.slice(pathname.length + 1);
    const isApi = pathname.startsWith("/api/") || pathname === "/api";
    const isPage = request.method === "GET" || request.method === "HEAD";
    const isAppPage = (!looksLikeFile(pathname) && !pathname.includes("/.")) || pathname === "/index.html";
    if (indexPage && !isApi && isPage && isAppPage) {
      // A signed-in visitor of a page for signed-out visitors (/auth) is sent where `next` says, when that
      // is a path of this site, as the client's gate would (shared/routing/safe-next.ts).
      const page = matchPage(pathname);
      if (session && page && PAGES[page.key].access === "signed-out") {
        const next = safeNext(new URLSearchParams(search).get("next"), app.ctx.config.appUrl);
        return reply.header("cache-control", "no-store").redirect(next, 302);
      }
      // As the client's gate would (decision 0083): a signed-out visitor of a protected page is sent to sign
      // in and back; a signed-in one of the wrong role gets Access Denied as a 403; an address that is no
      // page gets the not-found page as a 404.
      const access = page ? PAGES[page.key].access : "anyone";
      if (!session && !mayOpen(access, null))
        return reply.header("cache-control", "no-store").redirect(signInPath(request.url), 302);
      if (signedOut(request) && page?.key === "critics")
        return sendPublicPage(request, reply, (hints) => indexPage.pageHtml(hints));
      const status = !page ? 404 : mayOpen(access, session?.user ?? null) ? 200 : 403;
      return indexPage.send(request, reply, await app.pageHints(request), status);
    }
    return reply.status(404).send(errorBody("not_found", `No such endpoint: ${request.method} ${pathname}`));
  });
}
