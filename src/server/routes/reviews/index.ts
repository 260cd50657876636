import { idParam } from "@shared/schemas/common";
import { INVALID_REVIEW_ID } from "@shared/schemas/review";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { policies } from "../../http/policies";
import { reviewCreateBody, reviewUpdateBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { createReview, deleteReview, updateReview } from "../../services/reviews/reviews";

const reviewParams = z.object({ id: idParam(INVALID_REVIEW_ID) });

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post(
    "/api/reviews",
    {
      config: { access: policies.signedIn },
      schema: {
        summary: "Review a podcast (one review per user per podcast)",
        body: reviewCreateBody,
        response: answers("POST /api/reviews"),
      },
    },
    async (request, reply) => {
      const review = await createReview(ctx.db, request.actor, request.body);
      return reply.status(201).send(review);
    },
  );

  api.put(
    "/api/reviews/:id",
    {
      config: { access: policies.reviewAuthor },
      schema: {
        summary: "Edit a review (its author or an administrator)",
        params: reviewParams,
        body: reviewUpdateBody,
        response: answers("PUT /api/reviews/:id"),
      },
    },
    async (request) => updateReview(ctx.db, request.actor, request.params.id, request.body),
  );

  api.delete(
    "/api/reviews/:id",
    {
      config: { access: policies.reviewAuthor },
      schema: {
        summary: "Delete a review (its author or an administrator)",
        params: reviewParams,
        response: answers("DELETE /api/reviews/:id"),
      },
    },
    async (request) => {
      await deleteReview(ctx.db, request.actor, request.params.id);
      return { message: "Review deleted" };
    },
  );
}
