import { auditQuerySchema, TOTAL_COUNT_HEADER, trendsQuerySchema } from "@shared/schemas/admin";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { policies } from "../../http/policies";
import { answers } from "../../http/responses";
import { listAudit } from "../../services/admin/audit";
import { adminStats } from "../../services/admin/stats";
import { weeklyTrends } from "../../services/insight/trends";

/** Platform statistics and the audit log. */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/admin/stats",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Platform statistics (administrators)",
        response: answers("GET /api/admin/stats"),
      },
    },
    async () => adminStats(ctx.db),
  );

  api.get(
    "/api/admin/stats/trends",
    {
      config: { access: policies.admin },
      schema: {
        summary: "Weekly figures for the dashboard's charts (administrators)",
        description:
          "Per week (Monday start in APP_TIMEZONE), oldest first, the last being the current week: critic reviews (by review date), user reviews written, registrations and critics with a review.",
        querystring: trendsQuerySchema,
        response: answers("GET /api/admin/stats/trends"),
      },
    },
    async (request) => weeklyTrends(ctx.db, ctx.config.timeZone, request.query.weeks),
  );

  api.get(
    "/api/admin/audit",
    {
      config: { access: policies.admin },
      schema: {
        summary: "The audit log, newest first (administrators)",
        description: "Answers one page as a JSON array; the number of matching entries is in X-Total-Count.",
        querystring: auditQuerySchema,
        response: answers("GET /api/admin/audit"),
      },
    },
    async (request, reply) => {
      const { entries, total } = await listAudit(ctx.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return entries;
    },
  );
}
