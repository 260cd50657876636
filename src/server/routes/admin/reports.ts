import { reportListQuery, reportPathParams } from "@shared/schemas/moderation";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { moderationDecisionBody } from "../../http/request-bodies";
import { decideReport } from "../../services/moderation/decisions";
import { listReports, reportSummary } from "../../services/moderation/queue";

/** The moderation queue: reported reviews and the administrators' decisions on them. */
export const adminReportRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/admin/reports", policies.admin, { querystring: reportListQuery }),
    handler: async (request) => listReports(ctx.db, request.query),
  });

  api.route({
    ...endpoint("GET /api/admin/reports/summary", policies.admin),
    handler: async () => reportSummary(ctx.db),
  });

  api.route({
    ...endpoint("PUT /api/admin/reports/:kind/:id", policies.admin, {
      params: reportPathParams,
      body: moderationDecisionBody,
    }),
    handler: async (request) =>
      decideReport(ctx, request.actor.id, request.params.kind, request.params.id, request.body),
  });
});
