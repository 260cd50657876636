import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import { pendingMigrationCount } from "../../db/migrate";
import { endpoint } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { HttpError } from "../../lib/http-error";
import { clusterMetricsText } from "../../metrics-cluster";
import { siteConfig } from "../../services/site/config";

/** The installation's texts, the API document, health probes and (when enabled) Prometheus metrics. */
export async function metaRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const site = siteConfig(ctx);

  app.get("/api/openapi.json", { config: { access: policies.public }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  app.route({
    ...endpoint("GET /api/config", policies.publicFixed),
    handler: async () => site,
  });

  app.get(
    "/healthz",
    {
      config: { access: policies.publicFixed },
      schema: { hide: true },
    },
    async () => ({ status: "ok" }),
  );

  app.get(
    "/readyz",
    {
      config: { access: policies.publicFixed },
      schema: { hide: true },
    },
    async (_request, reply) => {
      try {
        const pending = await pendingMigrationCount(ctx.database);
        if (pending > 0) return reply.status(503).send({ status: "migrating", pendingMigrations: pending });
        return { status: "ready" };
      } catch {
        return reply.status(503).send({ status: "database unreachable" });
      }
    },
  );

  if (!ctx.config.metricsEnabled) {
    // Not a page of the app (200 with its HTML), which a scraper would read as metrics that broke (issue 51).
    app.get("/metrics", { config: { access: policies.publicFixed }, schema: { hide: true } }, async () => {
      throw new HttpError(404, "Metrics are off on this server (METRICS_ENABLED).");
    });
    return;
  }
  app.get(
    "/metrics",
    { config: { access: policies.metricsReader }, schema: { hide: true } },
    async (request, reply) => {
      let text: string;
      try {
        // One process of several: answer for all of them (see metrics-cluster.ts).
        text = cluster.isWorker ? await clusterMetricsText() : await ctx.metrics.registry.metrics();
      } catch (error) {
        request.log.error({ err: error }, "metrics unavailable");
        throw new HttpError(503, "Metrics are unavailable right now; try again.");
      }
      reply.header("content-type", ctx.metrics.registry.contentType);
      return text;
    },
  );
}
