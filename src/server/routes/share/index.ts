import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { criticCardPath, criticPagePath, criticSharePath } from "@shared/constants/critic-share";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../http/error-handler";
import { policies } from "../../http/policies";
import { queryOf, redirectRenamedCritic } from "../../http/renamed-critic";
import { sendPublicPage, signedOut } from "../../http/static";
import { publicCriticPageMeta, publicShareCard } from "../../services/critics/public-reads";
import { notFoundHtml, sharePageHtml } from "./page";

const require = createRequire(import.meta.url);
const params = z.object({ slug: z.string().min(1).max(300) });
const query = z.object({ download: z.string().optional(), v: z.string().optional() });

/**
 * Public pages (no sign-in): a critic's page in the app and the share page, both with Open Graph /
 * Twitter card tags, and the title card PNG those tags point at. Only critic names that belong to a
 * user have a page.
 */
export async function shareRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { brandName } = ctx.config.site;
  const home = `${ctx.config.appUrl}/`;
  // The page uses inline styles only and loads nothing but the card and its font.
  const csp =
    "default-src 'none'; img-src 'self'; font-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

  // The share page's font: Inter from the same package the card is rendered with.
  api.get(
    "/share/fonts/:file",
    {
      config: { access: policies.public },
      schema: { hide: true, params: z.object({ file: z.enum(["inter-400.woff2", "inter-700.woff2"]) }) },
    },
    async (request, reply) => {
      const weight = request.params.file.slice(6, 9);
      const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
      return reply
        .header("content-type", "font/woff2")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(await readFile(file));
    },
  );

  // The app's page of a critic (the client renders it): index.html with the critic's unfurl tags for an
  // active critic; anything else under /critics/ is the same app (which shows "Critic not found") as a
  // 404. A wildcard, not :slug, so that no slug (too long, with a "/") falls through to a 200 page.
  api.get(
    "/critics/*",
    { config: { access: policies.public }, schema: { hide: true } },
    async (request, reply) => {
      const slug = (request.params as { "*": string })["*"];
      // One address per page: "/critics/<slug>/" (or more slashes) moves to "/critics/<slug>", query kept.
      const canonical = slug.replace(/\/+$/, "");
      if (canonical !== slug && canonical && !canonical.includes("/")) {
        return reply.redirect(`${criticPagePath(canonical)}${queryOf(request)}`, 301);
      }
      const meta = await publicCriticPageMeta(ctx, slug);
      if (!meta) {
        // The page's address under the critic's earlier name moves to the current one.
        const moved = await redirectRenamedCritic(ctx, request, reply, slug, criticPagePath);
        if (moved) return moved;
      }
      if (meta && signedOut(request))
        return sendPublicPage(request, reply, (hints) => app.indexPage.pageHtml(hints, meta));
      const hints = await app.pageHints(request);
      if (!meta) return app.indexPage.send(request, reply, hints, 404);
      return app.indexPage.sendWithMeta(request, reply, meta, hints);
    },
  );

  api.get(
    "/share/critics/:slug",
    { config: { access: policies.public }, schema: { hide: true, params } },
    async (request, reply) => {
      reply.header("content-type", "text/html; charset=utf-8").header("content-security-policy", csp);
      const found = await publicShareCard(ctx, request.params.slug);
      if (!found) {
        const moved = await redirectRenamedCritic(ctx, request, reply, request.params.slug, criticSharePath);
        return moved ?? reply.status(404).send(notFoundHtml(brandName, home));
      }
      return reply
        .header("cache-control", "public, max-age=300")
        .send(sharePageHtml(found.card, brandName, home));
    },
  );

  api.get(
    "/share/critics/:slug/card.png",
    {
      config: { access: policies.public },
      schema: { hide: true, params, querystring: query },
    },
    async (request, reply) => {
      const found = await publicShareCard(ctx, request.params.slug);
      if (!found) {
        const moved = await redirectRenamedCritic(ctx, request, reply, request.params.slug, criticCardPath);
        return moved ?? reply.status(404).send(errorBody("not_found", "Critic not found"));
      }
      const { card } = found;
      const png = await ctx.titleCards.png({
        criticName: card.criticName,
        reviewCount: card.reviewCount,
        brandName,
      });
      reply
        .header("content-type", "image/png")
        .header("cache-control", "public, max-age=300")
        // Sites that show the card (unfurls, blogs) load it from elsewhere.
        .header("cross-origin-resource-policy", "cross-origin");
      if (request.query.download !== undefined) {
        reply.header("content-disposition", `attachment; filename="${card.downloadName}"`);
      }
      return reply.send(png);
    },
  );
}
