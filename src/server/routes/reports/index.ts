import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { reportBody } from "../../http/request-bodies";
import { submitReport } from "../../services/moderation/reports";

/** `/api/reports`: a signed-in account reports a review (administrators decide: routes/admin/reports.ts). */
export const reportRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("POST /api/reports", policies.reporter, { body: reportBody }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await submitReport(ctx.db, request.actor, request.body, ctx.config.rateLimits.reportsPerDay)),
  });
});
