import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DEFAULT_BRAND_NAME } from "@shared/schemas/site";
import type { FastifyReply, FastifyRequest } from "fastify";
import { matches, weakEtag } from "./caching";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * The built index.html with this installation's brand: the page title, the description and the
 * `application-name` meta the client reads its brand from before /api/config answers. The file is
 * written with the default brand (src/client/index.html), which is replaced wherever it appears.
 */
export function brandIndexHtml(html: string, brandName: string): string {
  if (brandName === DEFAULT_BRAND_NAME) return html;
  return html.replaceAll(DEFAULT_BRAND_NAME, escapeHtml(brandName));
}

interface Variant {
  body: Buffer;
  encoding: "br" | "gzip" | null;
}

/** index.html rewritten once at start-up, kept in memory with its brotli and gzip forms and an ETag. */
export class IndexPage {
  private readonly variants: Variant[];
  private readonly etag: string;

  constructor(file: string, brandName: string) {
    const html = Buffer.from(brandIndexHtml(readFileSync(file, "utf8"), brandName));
    this.etag = weakEtag(html);
    this.variants = [
      {
        body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        encoding: "br",
      },
      { body: gzipSync(html, { level: 9 }), encoding: "gzip" },
      { body: html, encoding: null },
    ];
  }

  send(request: FastifyRequest, reply: FastifyReply, cacheControl: string) {
    const accepted = String(request.headers["accept-encoding"] ?? "")
      .split(",")
      .map((part) => part.trim().split(";")[0]);
    const variant =
      this.variants.find((v) => v.encoding && accepted.includes(v.encoding)) ?? this.variants.at(-1)!;
    reply
      .header("cache-control", cacheControl)
      .header("etag", this.etag)
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (matches(request.headers["if-none-match"], this.etag)) return reply.code(304).send();
    if (variant.encoding) reply.header("content-encoding", variant.encoding);
    return reply.send(variant.body);
  }
}
