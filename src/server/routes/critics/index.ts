import { idParam } from "@shared/schemas/common";
import { criticReviewPageQuery, leaderboardQuery } from "@shared/schemas/critics";
import { INVALID_PODCAST_ID } from "@shared/schemas/podcast";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { policies } from "../../http/policies";
import { answers } from "../../http/responses";
import { podcastCriticReviews } from "../../services/critics/podcast-critic-reviews";
import { publicCriticPage, publicLeaderboard } from "../../services/critics/public-reads";

const podcastParams = z.object({ id: idParam(INVALID_PODCAST_ID) });
const slugParams = z.object({ slug: z.string().max(1000) });

/**
 * Critics on the catalogue: a podcast's critic reviews (signed in), public critic pages and the
 * leaderboard (no sign-in; no e-mail or user id in them), and the administrators' linking of critic
 * reviews to podcasts.
 */
export async function criticsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/podcasts/:id/critic-reviews",
    {
      config: { access: policies.signedIn },
      schema: {
        summary: "Critic reviews of a podcast, newest first",
        params: podcastParams,
        querystring: criticReviewPageQuery,
        response: answers("GET /api/podcasts/:id/critic-reviews"),
      },
    },
    async (request) => podcastCriticReviews(ctx.db, request.params.id, request.query),
  );

  api.get(
    "/api/critics",
    {
      config: { access: policies.public },
      schema: {
        summary: "The top 20 critics by reviews in the period",
        querystring: leaderboardQuery,
        response: answers("GET /api/critics"),
      },
    },
    async (request) => publicLeaderboard(ctx, request.query.period),
  );

  api.get(
    "/api/critics/:slug",
    {
      config: { access: policies.public },
      schema: {
        summary: "A critic's public page",
        params: slugParams,
        querystring: criticReviewPageQuery,
        response: answers("GET /api/critics/:slug"),
      },
    },
    async (request) =>
      publicCriticPage(ctx, request.params.slug, request.query, request.currentUser !== null),
  );
}
