import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVER_CRITIC_REVIEW_JOB } from "../../services/critic/outbox";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_ENABLED: "1", METRICS_TOKEN: "a-metrics-token-123456" } });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

describe("health, config and metrics", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await t.client().get("/healthz")).body).toEqual({ status: "ok" });
    expect((await t.client().get("/readyz")).body).toEqual({ status: "ready" });
  });

  it("serves the installation's texts and links", async () => {
    const res = await t.client().get("/api/config");
    expect(res.body).toMatchObject({
      brandName: "Critics' Corner",
      supportEmail: "support@criticscorner.example",
    });
  });

  it("tags every answer with a request id, taking the caller's when given", async () => {
    const own = await t.client().get("/healthz", { "x-request-id": "trace-me-42" });
    expect(own.headers["x-request-id"]).toBe("trace-me-42");
    const generated = await t.client().get("/healthz");
    expect(String(generated.headers["x-request-id"])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("exposes Prometheus metrics behind the token: latency by route and queue depth", async () => {
    await t.client().get("/api/user");
    expect((await t.client().get("/metrics")).status).toBe(401);
    const res = await t.client().get("/metrics", { authorization: "Bearer a-metrics-token-123456" });
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/user",status_code="401"}',
    );
    // Every kind and status, 0 when the queue is empty (issue 51 item 5).
    expect(res.text).toMatch(/^jobs_queue_depth\{kind="send-email",status="queued"\} 0$/m);
    expect(res.text).toMatch(/^jobs_queue_depth\{kind="deliver-critic-review",status="failed"\} 0$/m);
    expect(res.text).toContain("process_resident_memory_bytes");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses every other token, whatever its length, with a 401", async () => {
    for (const authorization of [
      "Bearer a-metrics-token-123457",
      "Bearer a-metrics-token-1234567",
      "Bearer ",
      "bearer a-metrics-token-123456",
      "a-metrics-token-123456",
    ]) {
      const res = await t.client().get("/metrics", { authorization });
      expect(res.status, authorization).toBe(401);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("counts failed deliveries of critic reviews, retried and final", async () => {
    const scrape = async () =>
      (await t.client().get("/metrics", { authorization: "Bearer a-metrics-token-123456" })).text;
    t.ctx.metrics.recordJob(DELIVER_CRITIC_REVIEW_JOB, "retry");
    t.ctx.metrics.recordJob(DELIVER_CRITIC_REVIEW_JOB, "retry");
    t.ctx.metrics.recordJob(DELIVER_CRITIC_REVIEW_JOB, "failed");
    t.ctx.metrics.recordJob("send-email", "retry");
    const text = await scrape();
    expect(text).toContain('critic_review_delivery_failures_total{final="false"} 2');
    expect(text).toContain('critic_review_delivery_failures_total{final="true"} 1');
  });

  it("has no /metrics unless enabled: 404, not a page of the app (issue 51 item 5)", async () => {
    const res = await plain.client().get("/metrics");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
    expect(res.text).not.toContain("process_resident_memory_bytes");
    expect(String(res.headers["content-type"])).not.toContain("text/plain; version=0.0.4");
  });

  it("publishes an OpenAPI document", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toContain("/api/login");
  });
});
