import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { criticProfileBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { criticProfile, saveCriticProfile } from "../../services/programme/profiles";

/** `/api/critic/profile`: a critic's public profile (bio, website, links), shown on their critic page. */
export const criticProfileRoutes = routesOf((api, ctx) => {
  api.get(
    "/api/critic/profile",
    {
      config: { access: policies.profiledCritic },
      schema: { summary: "Your public critic profile", response: answers("GET /api/critic/profile") },
    },
    async (request) => criticProfile(ctx.db, request.actor.id),
  );

  api.route({
    ...endpoint("PUT /api/critic/profile", policies.profiledCritic, { body: criticProfileBody }),
    handler: async (request) => saveCriticProfile(ctx.db, request.actor.id, request.body),
  });
});
