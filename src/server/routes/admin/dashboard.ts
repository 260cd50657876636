import { auditQuerySchema, TOTAL_COUNT_HEADER } from "@shared/schemas/admin";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listAudit } from "../../services/admin/audit";
import { adminStats } from "../../services/admin/stats";

/** Platform statistics and the audit log. */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/admin/stats",
    { schema: { tags: ["admin"], summary: "Platform statistics (administrators)" } },
    async () => adminStats(ctx.db),
  );

  api.get(
    "/api/admin/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log, newest first (administrators)",
        description: "Answers one page as a JSON array; the number of matching entries is in X-Total-Count.",
        querystring: auditQuerySchema,
      },
    },
    async (request, reply) => {
      const { entries, total } = await listAudit(ctx.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return entries;
    },
  );
}
