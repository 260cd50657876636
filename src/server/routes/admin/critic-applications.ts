import { applicationListQuery, applicationParams } from "@shared/schemas/programme";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { approveApplicationBody, declineApplicationBody } from "../../http/request-bodies";
import { applicationSummary, listApplications } from "../../services/programme/admin-list";
import { approveApplication, declineApplication } from "../../services/programme/decisions";

/** Deciding on applications to the critic programme. */
export const adminApplicationRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/admin/critic-applications", policies.admin, { querystring: applicationListQuery }),
    handler: async (request) => listApplications(ctx.db, request.query),
  });

  api.route({
    ...endpoint("GET /api/admin/critic-applications/summary", policies.admin),
    handler: async () => applicationSummary(ctx.db),
  });

  api.route({
    ...endpoint("POST /api/admin/critic-applications/:id/approve", policies.admin, {
      params: applicationParams,
      body: approveApplicationBody,
    }),
    handler: async (request) => approveApplication(ctx, request.actor.id, request.params.id, request.body),
  });

  api.route({
    ...endpoint("POST /api/admin/critic-applications/:id/decline", policies.admin, {
      params: applicationParams,
      body: declineApplicationBody,
    }),
    handler: async (request) => declineApplication(ctx, request.actor.id, request.params.id, request.body),
  });
});
