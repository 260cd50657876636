import { idParam } from "@shared/schemas/common";
import { feedListQuery } from "@shared/schemas/episode";
import { INVALID_PODCAST_ID } from "@shared/schemas/podcast";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { feedStatus, listFeeds, requestRefresh } from "../../services/episodes/feed-status";

const podcastParams = z.object({ id: idParam(INVALID_PODCAST_ID) });

/** The podcasts' feeds as the refresh sees them, and "refresh now" (issue 52 item 3). */
export const adminFeedRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/admin/podcasts/:id/feed", policies.admin, { params: podcastParams }),
    handler: async (request) => feedStatus(ctx.db, request.params.id),
  });

  api.route({
    ...endpoint("POST /api/admin/podcasts/:id/feed/refresh", policies.admin, { params: podcastParams }),
    handler: async (request, reply) => {
      await requestRefresh(ctx, request.actor, request.params.id);
      return reply.status(202).send({ message: "Refresh queued" });
    },
  });

  api.route({
    ...endpoint("GET /api/admin/feeds", policies.admin, { querystring: feedListQuery }),
    handler: async (request) => listFeeds(ctx.db, request.query),
  });
});
