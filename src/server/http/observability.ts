import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import { HttpError, unauthorized } from "../errors";
import { secretsEqual } from "../lib/crypto";
import { clusterMetricsText } from "../metrics-cluster";

/**
 * Request ids in every log line and answer (x-request-id), latency by route for Prometheus, and
 * GET /metrics when METRICS_ENABLED (optionally behind a bearer METRICS_TOKEN).
 */
export function registerObservability(app: FastifyInstance): void {
  const { metrics, config } = app.ctx;
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  if (!config.metricsEnabled) return;

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (
      config.metricsToken &&
      !secretsEqual(request.headers.authorization ?? "", `Bearer ${config.metricsToken}`)
    )
      throw unauthorized("Metrics token required.");
    let text: string;
    try {
      // One process of several: answer for all of them (see metrics-cluster.ts).
      text = cluster.isWorker ? await clusterMetricsText() : await metrics.registry.metrics();
    } catch (error) {
      request.log.error({ err: error }, "metrics unavailable");
      throw new HttpError(503, "Metrics are unavailable right now; try again.");
    }
    reply.header("content-type", metrics.registry.contentType);
    return text;
  });
}
