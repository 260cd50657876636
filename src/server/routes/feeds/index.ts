import { criticFeedPath, PROGRAMME_FEED_PATH } from "@shared/constants/programme";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { matches, weakEtag } from "../../http/caching";
import { routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { answerOrRenamedCritic } from "../../http/renamed-critic";
import { criticFeed, type FeedDocument, programmeFeed } from "../../services/feeds/feeds";

const params = z.object({ slug: z.string().max(1000) });

/** Unchanged since the caller's copy: by its ETag when it sends one, else by its date (RFC 9110 13.2.2). */
function unchanged(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch) return matches(ifNoneMatch, etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/**
 * An Atom feed: revalidated on every use (a suspended critic's feed must go at once), 304 when the
 * reader's copy is current.
 */
function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: FeedDocument) {
  const etag = weakEtag(feed.xml);
  // HTTP dates have whole seconds.
  const lastModified = new Date(Math.floor(feed.lastModified.getTime() / 1000) * 1000);
  reply
    .header("content-type", "application/atom+xml; charset=utf-8")
    .header("cache-control", "public, no-cache")
    .header("etag", etag)
    .header("last-modified", lastModified.toUTCString());
  if (unchanged(request, etag, lastModified)) return reply.code(304).send();
  return reply.send(feed.xml);
}

/** Atom feeds (RFC 4287) of a critic's and of the whole programme's newest published reviews. */
export const feedRoutes = routesOf((api, ctx) => {
  api.get(
    "/critics/:slug/feed.xml",
    { config: { access: policies.public }, schema: { hide: true, params } },
    // A feed reader following the critic's address under an earlier name is moved to the current one.
    async (request, reply) =>
      answerOrRenamedCritic(ctx, request, reply, request.params.slug, criticFeedPath, async () =>
        sendFeed(request, reply, await criticFeed(ctx, request.params.slug)),
      ),
  );

  api.get(
    PROGRAMME_FEED_PATH,
    { config: { access: policies.public }, schema: { hide: true } },
    async (request, reply) => sendFeed(request, reply, await programmeFeed(ctx)),
  );
});
