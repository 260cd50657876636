import { criticNameParam, idParam } from "@shared/schemas/common";
import { INVALID_USER_ID } from "@shared/schemas/profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { policies } from "../../http/policies";
import { addPublicationBody, createCriticBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { listAdminCriticNames } from "../../services/admin/critic-names";
import { addCriticPublication, createCritic } from "../../services/admin/critics";
import { checkMilestone } from "../../services/admin/milestone";
import { withCriticActivity } from "../../services/insight/critic-activity";
import { nudgeCritic } from "../../services/insight/nudge";

const criticNameParams = z.object({
  name: criticNameParam(),
});

/** Critic names and publications in the critic database, and milestone checks. */
export async function adminCriticRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/admin/critic-names",
    {
      config: { access: policies.admin },
      schema: {
        summary:
          "Critic names with publications, who holds each, and their activity (reviews, rating, status)",
        response: answers("GET /api/admin/critic-names"),
      },
    },
    async () =>
      withCriticActivity(ctx.db, ctx.config.timeZone, await listAdminCriticNames(ctx.db, ctx.criticDb)),
  );

  api.post(
    "/api/admin/critic-names/:name/nudge",
    {
      config: { access: policies.admin },
      schema: {
        summary: "E-mail a critic a nudge with their title and review count (at most once per 7 days)",
        params: criticNameParams,
        response: answers("POST /api/admin/critic-names/:name/nudge"),
      },
    },
    async (request) => nudgeCritic(ctx, request.actor.id, request.params.name),
  );

  api.post(
    "/api/admin/critic-names",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Add New Critic: a critic name with its publication, optionally an invited account",
        body: createCriticBody,
        response: answers("POST /api/admin/critic-names"),
      },
    },
    async (request, reply) => {
      const admin = request.actor;
      return reply.status(201).send(await createCritic(ctx, admin.id, request.body));
    },
  );

  api.post(
    "/api/admin/critic-names/:name/publications",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Add a further publication to a critic",
        params: criticNameParams,
        body: addPublicationBody,
        response: answers("POST /api/admin/critic-names/:name/publications"),
      },
    },
    async (request, reply) => {
      const admin = request.actor;
      const result = await addCriticPublication(ctx, admin.id, request.params.name, request.body.publication);
      return reply.status(201).send(result);
    },
  );

  api.post(
    "/api/admin/check-milestone/:userId",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Work out a critic's title and e-mail it when it is new",
        params: z.object({ userId: idParam(INVALID_USER_ID) }),
        response: answers("POST /api/admin/check-milestone/:userId"),
      },
    },
    async (request) => checkMilestone(ctx, request.actor.id, request.params.userId),
  );
}
