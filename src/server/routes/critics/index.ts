import { idParam } from "@shared/schemas/common";
import { criticReviewPageQuery, leaderboardQuery } from "@shared/schemas/critics";
import { INVALID_EPISODE_ID } from "@shared/schemas/episode";
import { INVALID_PODCAST_ID } from "@shared/schemas/podcast";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { answerOrRenamedCritic } from "../../http/renamed-critic";
import { episodeCriticReviews, podcastCriticReviews } from "../../services/critics/podcast-critic-reviews";
import { publicCriticPage, publicLeaderboard } from "../../services/critics/public-reads";

const podcastParams = z.object({ id: idParam(INVALID_PODCAST_ID) });
const episodeParams = z.object({ id: idParam(INVALID_EPISODE_ID) });
const slugParams = z.object({ slug: z.string().max(1000) });
const criticApiPath = (slug: string) => `/api/critics/${encodeURIComponent(slug)}`;

/**
 * Critics on the catalogue: a podcast's critic reviews (signed in), public critic pages and the
 * leaderboard (no sign-in; no e-mail or user id in them), and the administrators' linking of critic
 * reviews to podcasts.
 */
export const criticsRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/podcasts/:id/critic-reviews", policies.signedIn, {
      params: podcastParams,
      querystring: criticReviewPageQuery,
    }),
    handler: async (request) => podcastCriticReviews(ctx.db, request.params.id, request.query),
  });

  api.route({
    ...endpoint("GET /api/episodes/:id/critic-reviews", policies.signedIn, {
      params: episodeParams,
      querystring: criticReviewPageQuery,
    }),
    handler: async (request) => episodeCriticReviews(ctx.db, request.params.id, request.query),
  });

  api.route({
    ...endpoint("GET /api/critics", policies.public, { querystring: leaderboardQuery }),
    handler: async (request) => publicLeaderboard(ctx, request.query.period),
  });

  api.route({
    ...endpoint("GET /api/critics/:slug", policies.public, {
      params: slugParams,
      querystring: criticReviewPageQuery,
    }),
    // The critic's address under an earlier name moves to the current one (301).
    handler: async (request, reply) =>
      answerOrRenamedCritic(ctx, request, reply, request.params.slug, criticApiPath, () =>
        publicCriticPage(ctx, request.params.slug, request.query, request.currentUser !== null),
      ),
  });
});
