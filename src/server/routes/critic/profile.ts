import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { endpoint } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { criticProfileBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { criticProfile, saveCriticProfile } from "../../services/programme/profiles";

/** `/api/critic/profile`: a critic's public profile (bio, website, links), shown on their critic page. */
export async function criticProfileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

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
}
