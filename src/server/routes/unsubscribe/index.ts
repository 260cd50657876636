import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { HttpError } from "../../lib/http-error";
import { unsubscribeFromDigest } from "../../services/following/unsubscribe";
import { unsubscribePageHtml } from "./page";

const params = z.object({ token: z.string().max(200) });

const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? "");

/**
 * The digest's unsubscribe link (RFC 2369 List-Unsubscribe): a GET from the reader's browser turns the
 * digest off without signing in and says so on a page; the mail client's one-click POST (RFC 8058,
 * `List-Unsubscribe=One-Click`) does the same. The signed token names the member (decision 0089).
 */
export const unsubscribeRoutes = routesOf((api, ctx) => {
  // The one-click POST is a form (urlencoded or multipart): its body says nothing the token does not.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"])
    api.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );

  const answer = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const brand = ctx.config.site.brandName;
    reply.header("cache-control", "no-store");
    try {
      const message = await unsubscribeFromDigest(ctx.db, ctx.config.sessionSecret, request.params.token);
      if (!wantsHtml(request)) return reply.send({ message });
      return reply
        .type("text/html; charset=utf-8")
        .send(unsubscribePageHtml(brand, ctx.config.appUrl, message, true));
    } catch (error) {
      if (!(error instanceof HttpError) || !wantsHtml(request)) throw error;
      return reply
        .status(error.statusCode)
        .type("text/html; charset=utf-8")
        .send(unsubscribePageHtml(brand, ctx.config.appUrl, error.message, false));
    }
  };

  api.get(
    "/unsubscribe/:token",
    { config: { access: policies.public }, schema: { hide: true, params } },
    answer,
  );
  api.post(
    "/unsubscribe/:token",
    { config: { access: policies.public }, schema: { hide: true, params } },
    answer,
  );
});
