import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { MailTransport } from "./adapters/mail/transport";
import { loadConfig } from "./config";
import { warnAboutProduction } from "./production-warnings";

// Issue 51 item 4: a production start warns, once each, about an http APP_URL allowed by ALLOW_HTTP,
// /metrics without a token and an SMTP server it cannot reach.
const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "x".repeat(40),
  DATA_DIR: "/tmp/critics-corner-warnings-test",
  APP_URL: "https://critics.example",
};

function run(env: Record<string, string>, mail: Partial<MailTransport> = {}) {
  const warn = vi.fn();
  const logger = { warn } as unknown as FastifyBaseLogger;
  const transport = { kind: "log", send: async () => {}, close() {}, ...mail } as MailTransport;
  return warnAboutProduction(loadConfig({ ...production, ...env }), logger, transport).then(() =>
    warn.mock.calls.map((call) => String(call.at(-1))),
  );
}

describe("warnings at a production start", () => {
  it("says nothing about a safe configuration", async () => {
    expect(await run({ METRICS_ENABLED: "1", METRICS_TOKEN: "a-metrics-token-123456" })).toEqual([]);
  });

  it("says that ALLOW_HTTP let an http APP_URL through", async () => {
    const lines = await run({ APP_URL: "http://critics.internal", ALLOW_HTTP: "1" });
    expect(lines).toEqual([expect.stringContaining("APP_URL is not https: allowed by ALLOW_HTTP=1")]);
  });

  it("warns about /metrics without a token", async () => {
    expect(await run({ METRICS_ENABLED: "1" })).toEqual([expect.stringContaining("without METRICS_TOKEN")]);
  });

  it("warns once when the SMTP server cannot be reached", async () => {
    const verify = vi.fn(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1")));
    const lines = await run({ SMTP_URL: "smtp://127.0.0.1:1" }, { kind: "smtp", verify });
    expect(verify).toHaveBeenCalledOnce();
    expect(lines).toEqual([expect.stringContaining("SMTP_URL: the SMTP server cannot be reached")]);
    expect(await run({ SMTP_URL: "smtp://127.0.0.1:1" }, { kind: "smtp", verify: async () => {} })).toEqual(
      [],
    );
  });
});
