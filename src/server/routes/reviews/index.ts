import { idParam } from "@shared/schemas/common";
import { INVALID_REVIEW_ID } from "@shared/schemas/review";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { reviewCreateBody, reviewUpdateBody } from "../../http/request-bodies";
import { createReview, deleteReview, updateReview } from "../../services/reviews/reviews";

const reviewParams = z.object({ id: idParam(INVALID_REVIEW_ID) });

export const reviewRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("POST /api/reviews", policies.signedIn, { body: reviewCreateBody }),
    handler: async (request, reply) => {
      const review = await createReview(ctx.db, request.actor, request.body, {
        perHour: ctx.config.rateLimits.reviewsPerHour,
      });
      return reply.status(201).send(review);
    },
  });

  api.route({
    ...endpoint("PUT /api/reviews/:id", policies.reviewAuthor, {
      params: reviewParams,
      body: reviewUpdateBody,
    }),
    handler: async (request) => updateReview(ctx.db, request.actor, request.params.id, request.body),
  });

  api.route({
    ...endpoint("DELETE /api/reviews/:id", policies.reviewAuthor, { params: reviewParams }),
    handler: async (request) => {
      await deleteReview(ctx.db, request.actor, request.params.id);
      return { message: "Review deleted" };
    },
  });
});
