import { idParam, pageQuery } from "@shared/schemas/common";
import { episodeListQuery, INVALID_EPISODE_ID } from "@shared/schemas/episode";
import { INVALID_PODCAST_ID } from "@shared/schemas/podcast";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { getEpisode, listEpisodeReviews, listEpisodes } from "../../services/episodes/episodes";

const podcastParams = z.object({ id: idParam(INVALID_PODCAST_ID) });
const episodeParams = z.object({ id: idParam(INVALID_EPISODE_ID) });
const reviewPageQuery = z.object(pageQuery(50));

/** Episodes read from the podcasts' feeds (issue 52): readable where the podcast page is (signed in). */
export const episodeRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/podcasts/:id/episodes", policies.signedIn, {
      params: podcastParams,
      querystring: episodeListQuery,
    }),
    handler: async (request) => listEpisodes(ctx.db, request.params.id, request.query),
  });

  api.route({
    ...endpoint("GET /api/episodes/:id", policies.signedIn, { params: episodeParams }),
    handler: async (request) => getEpisode(ctx.db, request.params.id, request.actor),
  });

  api.route({
    ...endpoint("GET /api/episodes/:id/reviews", policies.signedIn, {
      params: episodeParams,
      querystring: reviewPageQuery,
    }),
    handler: async (request) => {
      const { page, pageSize } = request.query;
      return listEpisodeReviews(
        ctx.db,
        request.params.id,
        { limit: pageSize, offset: (page - 1) * pageSize },
        request.actor.id,
      );
    },
  });
});
