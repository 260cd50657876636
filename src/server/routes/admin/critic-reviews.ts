import { criticReviewPathParams } from "@shared/schemas/critic";
import { adminCriticReviewQuery, criticReviewIdParam, unlinkedQuery } from "@shared/schemas/critics";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { policies } from "../../http/policies";
import { linkBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { retryAllFailed, retryDelivery, syncOverview } from "../../services/critic/sync-admin";
import {
  adminCriticReviews,
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
      config: { access: policies.admin },
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
      config: { access: policies.admin },
      schema: {
        summary: "Retry every failed delivery (admins)",
        response: answers("POST /api/admin/critic-reviews/retry-failed"),
      },
    },
    async (request) => ({ retried: await retryAllFailed(ctx, request.actor) }),
  );

  api.post(
    "/api/admin/critic-reviews/:id/retry",
    {
      config: { access: policies.admin },
      schema: {
        params: criticReviewPathParams,
        summary: "Retry one failed delivery (admins)",
        response: answers("POST /api/admin/critic-reviews/:id/retry"),
      },
    },
    async (request) => retryDelivery(ctx, request.actor, request.params.id),
  );

  api.get(
    "/api/admin/critic-reviews",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Critic reviews with their podcast links, linked or not (admins)",
        querystring: adminCriticReviewQuery,
        response: answers("GET /api/admin/critic-reviews"),
      },
    },
    async (request) => adminCriticReviews(ctx.db, request.query),
  );

  api.get(
    "/api/admin/critic-reviews/unlinked",
    {
      config: { access: policies.admin },
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
      config: { access: policies.admin },
      schema: {
        summary: "Link a critic review to a podcast (admins)",
        params: criticReviewIdParam,
        body: linkBody,
        response: answers("PUT /api/admin/critic-reviews/:id/link"),
      },
    },
    async (request) => {
      const { podcastId, sameText } = request.body;
      return linkCriticReview(ctx, request.actor.id, request.params.id, podcastId, sameText);
    },
  );

  api.delete(
    "/api/admin/critic-reviews/:id/link",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Unlink a critic review (admins)",
        params: criticReviewIdParam,
        response: answers("DELETE /api/admin/critic-reviews/:id/link"),
      },
    },
    async (request, reply) => {
      await unlinkCriticReview(ctx, request.actor.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
