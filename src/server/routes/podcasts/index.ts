import { idParam, pageQuery } from "@shared/schemas/common";
import {
  INVALID_PODCAST_ID,
  podcastListQuerySchema,
  podcastSearchQuerySchema,
} from "@shared/schemas/podcast";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { podcastBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { createPodcast, updatePodcast } from "../../services/podcasts/admin-podcasts";
import { getPodcast, listPodcasts, searchCatalogue } from "../../services/podcasts/catalogue";
import { podcastCoverSvg } from "../../services/podcasts/cover";
import { listPodcastReviews } from "../../services/reviews/reviews";

const podcastParams = z.object({ id: idParam(INVALID_PODCAST_ID) });

const reviewPageQuery = z.object(pageQuery(50));

export const podcastRoutes = routesOf((api, ctx) => {
  // Catalogue and podcast reads carry an ETag: an unchanged answer is a 304 without a body.
  const config = { access: policies.signedIn, revalidate: true };

  api.get(
    "/api/podcasts",
    {
      config,
      schema: {
        summary: "A page of the catalogue",
        querystring: podcastListQuerySchema,
        response: answers("GET /api/podcasts"),
      },
    },
    async (request) => listPodcasts(ctx, request.query),
  );

  api.get(
    "/api/podcasts/:id",
    {
      config,
      schema: {
        summary: "A podcast, its rating distribution and your review",
        params: podcastParams,
        response: answers("GET /api/podcasts/:id"),
      },
    },
    async (request) => getPodcast(ctx, request.params.id, request.actor),
  );

  api.get(
    "/api/podcasts/:id/reviews",
    {
      config,
      schema: {
        summary: "Reviews of a podcast, newest first",
        params: podcastParams,
        querystring: reviewPageQuery,
        response: answers("GET /api/podcasts/:id/reviews"),
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return listPodcastReviews(
        ctx.db,
        request.params.id,
        { limit: pageSize, offset: (page - 1) * pageSize },
        request.actor.id,
      );
    },
  );

  // Generated cover art: public and cacheable, like any image.
  api.route({
    ...endpoint("GET /api/podcasts/:id/cover.svg", policies.public, { params: podcastParams }),
    handler: async (request, reply) =>
      reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .send(await podcastCoverSvg(ctx.db, request.params.id)),
  });

  api.get(
    "/api/search/podcasts",
    {
      config,
      schema: {
        summary: "Up to 10 titles: exact, then prefix, then substring matches",
        querystring: podcastSearchQuerySchema,
        response: answers("GET /api/search/podcasts"),
      },
    },
    async (request) => searchCatalogue(ctx, request.query.q),
  );

  api.route({
    ...endpoint("POST /api/podcasts", policies.admin, { body: podcastBody }),
    handler: async (request, reply) =>
      reply.status(201).send(await createPodcast(ctx, request.body, request.actor)),
  });

  api.route({
    ...endpoint("PUT /api/podcasts/:id", policies.admin, { params: podcastParams, body: podcastBody }),
    handler: async (request) => updatePodcast(ctx, request.params.id, request.body, request.actor),
  });
});
