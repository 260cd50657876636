import type { FastifyInstance } from "fastify";
import { pendingMigrationCount } from "../../db/migrate";
import { answers } from "../../http/responses";
import { siteConfig } from "../../services/site/config";

export async function metaRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const site = siteConfig(ctx);

  app.get(
    "/api/config",
    {
      schema: {
        summary: "Installation texts and links",
        response: answers("GET /api/config"),
      },
    },
    async () => site,
  );

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      const pending = await pendingMigrationCount(ctx.database);
      if (pending > 0) return reply.status(503).send({ status: "migrating", pendingMigrations: pending });
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ status: "database unreachable" });
    }
  });
}
