import { criticNameParam, idParam } from "@shared/schemas/common";
import { INVALID_USER_ID } from "@shared/schemas/profile";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { addPublicationBody, createCriticBody } from "../../http/request-bodies";
import { listAdminCriticNames } from "../../services/admin/critic-names";
import { addCriticPublication, createCritic } from "../../services/admin/critics";
import { checkMilestone } from "../../services/admin/milestone";
import { nudgeCritic } from "../../services/insight/nudge";

const criticNameParams = z.object({
  name: criticNameParam(),
});

/** Critic names and publications in the critic database, and milestone checks. */
export const adminCriticRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/admin/critic-names", policies.admin),
    handler: async () => listAdminCriticNames(ctx.db, ctx.criticDb, ctx.config.timeZone),
  });

  api.route({
    ...endpoint("POST /api/admin/critic-names/:name/nudge", policies.admin, { params: criticNameParams }),
    handler: async (request) => nudgeCritic(ctx, request.actor.id, request.params.name),
  });

  api.route({
    ...endpoint("POST /api/admin/critic-names", policies.admin, { body: createCriticBody }),
    handler: async (request, reply) => {
      const admin = request.actor;
      return reply.status(201).send(await createCritic(ctx, admin.id, request.body));
    },
  });

  api.route({
    ...endpoint("POST /api/admin/critic-names/:name/publications", policies.admin, {
      params: criticNameParams,
      body: addPublicationBody,
    }),
    handler: async (request, reply) => {
      const admin = request.actor;
      const result = await addCriticPublication(ctx, admin.id, request.params.name, request.body.publication);
      return reply.status(201).send(result);
    },
  });

  api.route({
    ...endpoint("POST /api/admin/check-milestone/:userId", policies.admin, {
      params: z.object({ userId: idParam(INVALID_USER_ID) }),
    }),
    handler: async (request) => checkMilestone(ctx, request.actor.id, request.params.userId),
  });
});
