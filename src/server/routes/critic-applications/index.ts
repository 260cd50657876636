import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { applicationBody } from "../../http/request-bodies";
import { applyToProgramme, myApplication, withdrawApplication } from "../../services/programme/applications";

/** `/api/critic-applications`: an account without a critic name applies, reads and withdraws its application. */
export const criticApplicationRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("POST /api/critic-applications", policies.applicant, { body: applicationBody }),
    handler: async (request, reply) =>
      reply.status(201).send(await applyToProgramme(ctx, request.actor, request.body)),
  });

  api.route({
    ...endpoint("GET /api/critic-applications/mine", policies.signedIn),
    handler: async (request) => myApplication(ctx.db, request.actor),
  });

  api.route({
    ...endpoint("DELETE /api/critic-applications/mine", policies.signedIn),
    handler: async (request) => withdrawApplication(ctx, request.actor),
  });
});
