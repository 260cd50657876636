import { criticReviewPathParams } from "@shared/schemas/critic";
import { adminCriticReviewQuery, criticReviewIdParam, unlinkedQuery } from "@shared/schemas/critics";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { linkBody } from "../../http/request-bodies";
import { retryAllFailed, retryDelivery, syncOverview } from "../../services/critic/sync-admin";
import {
  adminCriticReviews,
  linkCriticReview,
  unlinkCriticReview,
  unlinkedCriticReviews,
} from "../../services/critics/critic-review-links";

/** Critic reviews as administrators look after them: delivery to the critic database, and catalogue links. */
export const adminCriticReviewRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/admin/critic-reviews/sync", policies.admin),
    handler: async () => syncOverview(ctx),
  });

  api.route({
    ...endpoint("POST /api/admin/critic-reviews/retry-failed", policies.admin),
    handler: async (request) => ({ retried: await retryAllFailed(ctx, request.actor) }),
  });

  api.route({
    ...endpoint("POST /api/admin/critic-reviews/:id/retry", policies.admin, {
      params: criticReviewPathParams,
    }),
    handler: async (request) => retryDelivery(ctx, request.actor, request.params.id),
  });

  api.route({
    ...endpoint("GET /api/admin/critic-reviews/unlinked", policies.admin, { querystring: unlinkedQuery }),
    handler: async (request) => unlinkedCriticReviews(ctx.db, request.query),
  });

  api.route({
    ...endpoint("GET /api/admin/critic-reviews", policies.admin, { querystring: adminCriticReviewQuery }),
    handler: async (request) => adminCriticReviews(ctx.db, request.query),
  });

  api.route({
    ...endpoint("PUT /api/admin/critic-reviews/:id/link", policies.admin, {
      params: criticReviewIdParam,
      body: linkBody,
    }),
    handler: async (request) => {
      const { podcastId, sameText } = request.body;
      return linkCriticReview(ctx, request.actor.id, request.params.id, podcastId, sameText);
    },
  });

  api.route({
    ...endpoint("DELETE /api/admin/critic-reviews/:id/link", policies.admin, { params: criticReviewIdParam }),
    handler: async (request, reply) => {
      await unlinkCriticReview(ctx, request.actor.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
});
