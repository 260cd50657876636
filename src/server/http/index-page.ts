import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DEFAULT_BRAND_NAME } from "@shared/constants/brand";
import { PROGRAMME_FEED_PATH, programmeFeedTitle } from "@shared/constants/programme";
import type { SiteConfig } from "@shared/schemas/site";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { escapeHtml, type SocialMeta, socialMetaTags } from "../lib/html";
import { scriptsAfterPaint } from "./after-paint";
import { configBoot, sessionBoot } from "./boot-data";
import { matches, REVALIDATE, REVALIDATE_PRIVATE, weakEtag } from "./caching";
import type { FirstPaint } from "./first-paint";
import type { PagePreload } from "./page-preloads";
import type { DrawnPage } from "./server-render";

/**
 * The built index.html with this installation's brand: the page title, the description and the
 * `application-name` meta the client reads its brand from before /api/config answers. The file is
 * written with the default brand (src/client/index.html), which is replaced wherever it appears.
 */
export function brandIndexHtml(html: string, brandName: string): string {
  if (brandName === DEFAULT_BRAND_NAME) return html;
  return html.replaceAll(DEFAULT_BRAND_NAME, escapeHtml(brandName));
}

/** Where the first Atom feed link of a page is. */
const FIRST_FEED_LINK = /<link rel="alternate" type="application\/atom\+xml"/;

/**
 * index.html for a public page a link to which should unfurl (a critic's page): its own title and
 * description, the Open Graph and Twitter card tags, its canonical address, its feed's link and its JSON-LD,
 * all escaped. The page's own feed is named before the programme's, so a feed reader given the page (which
 * takes the first) subscribes to it. The rest (scripts) is unchanged.
 */
export function indexHtmlWithMeta(html: string, meta: SocialMeta): string {
  const e = escapeHtml;
  const feed = meta.feed
    ? `<link rel="alternate" type="application/atom+xml" title="${e(meta.feed.title)}" href="${e(meta.feed.url)}" />\n`
    : "";
  const canonical = `<link rel="canonical" href="${e(meta.url)}" />\n`;
  const head = `<meta name="description" content="${e(meta.description)}" />\n${socialMetaTags(meta)}\n${canonical}${meta.structuredData ?? ""}`;
  const withFeed = FIRST_FEED_LINK.test(html)
    ? html.replace(FIRST_FEED_LINK, (first) => `${feed}${first}`)
    : html.replace("</head>", () => `${feed}</head>`);
  return withFeed
    .replace(/<title>[^<]*<\/title>/, () => `<title>${e(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("</head>", () => `${head}</head>`);
}

/** Every page names the programme's Atom feed, so that a feed reader given the site's address finds it. */
export const programmeFeedLink = (brandName: string) =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(programmeFeedTitle(brandName))}" href="${PROGRAMME_FEED_PATH}" />`;

/** Used where no client is built (API-only runs, tests): the bare document the client mounts into. */
const BARE_INDEX = `<!doctype html>
<html lang="en">
<head><meta charset="UTF-8" /><title>${DEFAULT_BRAND_NAME}</title></head>
<body><div id="root"></div></body>
</html>`;

interface Variant {
  body: Buffer;
  encoding: "br" | "gzip" | null;
}

/**
 * Every page is revalidated (ETag / 304). A page holds its visitor's session (decision 0047): one that
 * names a signed-in visitor, or their first reads, is theirs (browsers may keep it, shared caches not), and
 * every page varies with the cookie, so that no cache hands a signed-out page to a signed-in visitor.
 */
const cacheFor = (user: UserRow | null) => (user ? REVALIDATE_PRIVATE : REVALIDATE);

const revalidated = (reply: FastifyReply, cacheControl: string, etag: string) =>
  reply
    .header("cache-control", cacheControl)
    .header("etag", etag)
    .header("vary", "accept-encoding, cookie")
    .type("text/html; charset=utf-8");

/** index.html in its compressed forms, with its ETag. */
interface Encoded {
  variants: Variant[];
  etag: string;
}

function encode(text: string): Encoded {
  const html = Buffer.from(text);
  return {
    etag: weakEtag(html),
    variants: [
      {
        body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        encoding: "br",
      },
      { body: gzipSync(html, { level: 9 }), encoding: "gzip" },
      { body: html, encoding: null },
    ],
  };
}

/**
 * index.html with the page the server drew inside #root, and the answers it was drawn with; its scripts
 * start once it is painted (after-paint.ts).
 */
const withDrawn = (html: string, drawn: DrawnPage | null) =>
  drawn
    ? scriptsAfterPaint(html).replace(
        '<div id="root"></div>',
        () => `<div id="root">${drawn.html}</div>\n${drawn.answers}`,
      )
    : html;

/** index.html with tags at the end of its head. */
const withTags = (html: string, ...tags: (string | undefined)[]) => {
  const head = tags.filter(Boolean).join("\n");
  return head ? html.replace("</head>", () => `${head}\n</head>`) : html;
};

/** What a page's HTML carries for this visitor (static.ts `pageHints`). */
export interface PageHints {
  /** The page's chunk and its imports (null: none). */
  preload: PagePreload | null;
  /** Its first data and largest image, for a visitor who may open it. */
  firstPaint: FirstPaint;
  /** The visitor as the session cookie names them: null when signed out (no cookie, or an ended session). */
  user: UserRow | null;
  /** The page drawn on the server, for this visitor (null: the browser draws it). */
  drawn: DrawnPage | null;
  /**
   * Whether the page is what every signed-out visitor gets at this address: no visitor, and drawn (or
   * not drawn by anyone: no renderer, no page), not left to the browser after a refused read or a failed render.
   */
  shareable: boolean;
}

/** The encodings a visitor accepts, most preferred as the server sees it first. */
const acceptedEncodings = (request: FastifyRequest) =>
  String(request.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(";")[0]);

/**
 * A page that is the same for every signed-out visitor (a public page, drawn once: static.ts
 * `sendPublicPage`), kept with its ETag; each compressed form is made on its first request, at the
 * per-answer level the compression plugin uses (caching.ts).
 */
export class SharedPage {
  readonly etag: string;
  private readonly plain: Buffer;
  private readonly encoded = new Map<"br" | "gzip", Buffer>();

  constructor(
    html: string,
    readonly status = 200,
  ) {
    this.plain = Buffer.from(html);
    this.etag = weakEtag(this.plain);
  }

  /** The body in the first encoding the visitor accepts (br, then gzip), or plain. */
  body(request: FastifyRequest): { body: Buffer; encoding: "br" | "gzip" | null } {
    const accepted = acceptedEncodings(request);
    const encoding = (["br", "gzip"] as const).find((e) => accepted.includes(e));
    if (!encoding) return { body: this.plain, encoding: null };
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotliCompressSync(this.plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(this.plain, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return { body, encoding };
  }
}

/**
 * index.html rewritten once at start-up with the installation's texts (GET /api/config's answer), kept in
 * memory with its brotli and gzip forms and an ETag; one such variant per page whose chunk it preloads
 * (http/page-preloads.ts), made on the page's first request for signed-out visitors. A signed-in visitor's
 * page, which holds their session, is rendered per request.
 */
export class IndexPage {
  /** The branded page with the installation's texts, for pages that add their own tags to it. */
  readonly html: string;
  private readonly signedOut = new Map<string, Encoded>();

  constructor(file: string | null, site: SiteConfig) {
    const branded = brandIndexHtml(file ? readFileSync(file, "utf8") : BARE_INDEX, site.brandName);
    this.html = withTags(branded, programmeFeedLink(site.brandName), configBoot(site));
  }

  private encodedSignedOut(preload: PagePreload | null): Encoded {
    const key = preload?.key ?? "";
    let page = this.signedOut.get(key);
    if (!page) {
      page = encode(withTags(this.html, sessionBoot(null), preload?.tags));
      this.signedOut.set(key, page);
    }
    return page;
  }

  /**
   * The page's HTML for this visitor: their session, the page's chunk and, for whom it applies, its first
   * data or the page drawn with it; with `meta`, a page's own unfurl tags.
   */
  pageHtml(hints: PageHints, meta?: SocialMeta): string {
    const { preload, firstPaint, user, drawn } = hints;
    const html = withTags(
      this.html,
      sessionBoot(user),
      preload?.tags,
      drawn ? firstPaint.images : firstPaint.tags,
    );
    return withDrawn(meta ? indexHtmlWithMeta(html, meta) : html, drawn);
  }

  /** The page for this visitor: their session, the page's chunk and, for whom it applies, its first data. */
  send(request: FastifyRequest, reply: FastifyReply, hints: PageHints, status = 200) {
    const { preload, firstPaint, user, drawn } = hints;
    if (user || firstPaint.tags || drawn) {
      return this.sendRendered(request, reply, cacheFor(user), this.pageHtml(hints), status);
    }
    const { variants, etag } = this.encodedSignedOut(preload);
    const accepted = acceptedEncodings(request);
    const variant = variants.find((v) => v.encoding && accepted.includes(v.encoding)) ?? variants.at(-1)!;
    revalidated(reply, REVALIDATE, etag);
    if (status === 200 && matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    if (variant.encoding) reply.header("content-encoding", variant.encoding);
    return reply.code(status).send(variant.body);
  }

  /** The page with this meta, rendered for this visitor (a string replace; the numbers in it change with each review). */
  sendWithMeta(request: FastifyRequest, reply: FastifyReply, meta: SocialMeta, hints: PageHints) {
    return this.sendRendered(request, reply, cacheFor(hints.user), this.pageHtml(hints, meta));
  }

  /** A page the same for every signed-out visitor, in the encoding this one accepts. */
  sendShared(request: FastifyRequest, reply: FastifyReply, page: SharedPage) {
    revalidated(reply, REVALIDATE, page.etag);
    if (page.status === 200 && matches(request.headers["if-none-match"], page.etag))
      return reply.code(304).send();
    const { body, encoding } = page.body(request);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.code(page.status).send(body);
  }

  /** A page made for this request: revalidated by its own ETag, compressed by the compression plugin like an API answer. */
  private sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheControl: string,
    html: string,
    status = 200,
  ) {
    const etag = weakEtag(html);
    revalidated(reply, cacheControl, etag);
    if (status === 200 && matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.code(status).send(html);
  }
}
