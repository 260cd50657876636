import { applicationListQuery, applicationParams } from "@shared/schemas/programme";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { policies } from "../../http/policies";
import { approveApplicationBody, declineApplicationBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { applicationSummary, listApplications } from "../../services/programme/admin-list";
import { approveApplication, declineApplication } from "../../services/programme/decisions";

/** Deciding on applications to the critic programme. */
export async function adminApplicationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/admin/critic-applications",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Applications in one state (open by default: oldest first), a page at a time",
        querystring: applicationListQuery,
        response: answers("GET /api/admin/critic-applications"),
      },
    },
    async (request) => listApplications(ctx.db, request.query),
  );

  api.get(
    "/api/admin/critic-applications/summary",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Open applications, and the median days to a decision over the last 90 days",
        response: answers("GET /api/admin/critic-applications/summary"),
      },
    },
    async () => applicationSummary(ctx.db),
  );

  api.post(
    "/api/admin/critic-applications/:id/approve",
    {
      config: { access: policies.admin },
      schema: {
        summary:
          "Approve: assigns the critic name (optionally corrected) and publications as assigning a critic name does, and e-mails the applicant",
        params: applicationParams,
        body: approveApplicationBody,
        response: answers("POST /api/admin/critic-applications/:id/approve"),
      },
    },
    async (request) => approveApplication(ctx, request.actor.id, request.params.id, request.body),
  );

  api.post(
    "/api/admin/critic-applications/:id/decline",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Decline with a reason (10–500 characters), e-mailed to the applicant",
        params: applicationParams,
        body: declineApplicationBody,
        response: answers("POST /api/admin/critic-applications/:id/decline"),
      },
    },
    async (request) => declineApplication(ctx, request.actor.id, request.params.id, request.body),
  );
}
