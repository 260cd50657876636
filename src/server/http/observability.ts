import type { FastifyInstance } from "fastify";

/**
 * Request ids in every log line and answer (x-request-id), and latency by route for Prometheus when
 * METRICS_ENABLED (served at GET /metrics by routes/meta, behind a bearer METRICS_TOKEN when set).
 */
export function registerObservability(app: FastifyInstance): void {
  const { metrics, config } = app.ctx;
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  if (!config.metricsEnabled) return;

  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
