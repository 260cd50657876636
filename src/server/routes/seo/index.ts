import { sendRevalidated } from "../../http/caching";
import { routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { robotsTxt, SITEMAP_PATH, sitemapXml } from "../../services/seo/sitemap";

/** What crawlers read: robots.txt (naming the sitemap) and the sitemap of the public critic pages. */
export const seoRoutes = routesOf((api, ctx) => {
  const robots = robotsTxt(ctx.config.appUrl);

  api.get(
    "/robots.txt",
    { config: { access: policies.publicFixed }, schema: { hide: true } },
    async (request, reply) => sendRevalidated(request, reply, "text/plain; charset=utf-8", robots),
  );

  api.get(
    SITEMAP_PATH,
    { config: { access: policies.public }, schema: { hide: true } },
    async (request, reply) =>
      sendRevalidated(
        request,
        reply,
        "application/xml; charset=utf-8",
        await ctx.publicCache.get("sitemap", () => sitemapXml(ctx)),
      ),
  );
});
