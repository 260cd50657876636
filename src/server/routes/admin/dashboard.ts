import { auditQuerySchema, TOTAL_COUNT_HEADER, trendsQuerySchema } from "@shared/schemas/admin";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { listAudit } from "../../services/admin/audit";
import { adminStats } from "../../services/admin/stats";
import { weeklyTrends } from "../../services/insight/trends";

/** Platform statistics and the audit log. */
export const adminDashboardRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/admin/stats", policies.admin),
    handler: async () => adminStats(ctx.db),
  });

  api.route({
    ...endpoint("GET /api/admin/stats/trends", policies.admin, {
      description:
        "Per week (Monday start in APP_TIMEZONE), oldest first, the last being the current week: critic reviews (by review date), user reviews written, registrations and critics with a review.",
      querystring: trendsQuerySchema,
    }),
    handler: async (request) => weeklyTrends(ctx.db, ctx.config.timeZone, request.query.weeks),
  });

  api.route({
    ...endpoint("GET /api/admin/audit", policies.admin, {
      description: "Answers one page as a JSON array; the number of matching entries is in X-Total-Count.",
      querystring: auditQuerySchema,
    }),
    handler: async (request, reply) => {
      const { entries, total } = await listAudit(ctx.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return entries;
    },
  });
});
