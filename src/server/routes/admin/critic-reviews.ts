import { criticReviewPathParams } from "@shared/schemas/critic";
import { criticReviewIdParam, unlinkedQuery } from "@shared/schemas/critics";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAdmin } from "../../http/guards";
import { linkBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { retryAllFailed, retryDelivery, syncOverview } from "../../services/critic/sync-admin";
import {
  linkCriticReview,
  unlinkCriticReview,
  unlinkedCriticReviews,
} from "../../services/critics/critic-review-links";

/** Critic reviews as administrators look after them: delivery to the critic database, and catalogue links. */
export async function adminCriticReviewRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/admin/critic-reviews/sync",
    {
      schema: {
        summary: "Delivery state of critic reviews (admins)",
        response: answers("GET /api/admin/critic-reviews/sync"),
      },
    },
    async () => syncOverview(ctx),
  );

  api.post(
    "/api/admin/critic-reviews/retry-failed",
    {
      schema: {
        summary: "Retry every failed delivery (admins)",
        response: answers("POST /api/admin/critic-reviews/retry-failed"),
      },
    },
    async (request) => ({ retried: await retryAllFailed(ctx, requireAdmin(request)) }),
  );

  api.post(
    "/api/admin/critic-reviews/:id/retry",
    {
      schema: {
        params: criticReviewPathParams,
        summary: "Retry one failed delivery (admins)",
        response: answers("POST /api/admin/critic-reviews/:id/retry"),
      },
    },
    async (request) => retryDelivery(ctx, requireAdmin(request), request.params.id),
  );

  api.get(
    "/api/admin/critic-reviews/unlinked",
    {
      schema: {
        summary: "Critic reviews linked to no podcast (admins)",
        querystring: unlinkedQuery,
        response: answers("GET /api/admin/critic-reviews/unlinked"),
      },
    },
    async (request) => unlinkedCriticReviews(ctx.db, request.query),
  );

  api.put(
    "/api/admin/critic-reviews/:id/link",
    {
      schema: {
        summary: "Link a critic review to a podcast (admins)",
        params: criticReviewIdParam,
        body: linkBody,
        response: answers("PUT /api/admin/critic-reviews/:id/link"),
      },
    },
    async (request) => {
      const { podcastId, sameText } = request.body;
      return linkCriticReview(ctx, requireAdmin(request).id, request.params.id, podcastId, sameText);
    },
  );

  api.delete(
    "/api/admin/critic-reviews/:id/link",
    {
      schema: {
        summary: "Unlink a critic review (admins)",
        params: criticReviewIdParam,
        response: answers("DELETE /api/admin/critic-reviews/:id/link"),
      },
    },
    async (request, reply) => {
      await unlinkCriticReview(ctx, requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
