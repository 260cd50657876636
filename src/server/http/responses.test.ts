import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppContext } from "../context";
import { answers, contractDrift, registerResponseContract } from "./responses";

const schema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });

describe("contractDrift", () => {
  it("accepts an answer its schema describes exactly", () => {
    expect(contractDrift(schema, { id: 1, name: "Ada", email: null })).toBeNull();
    expect(contractDrift(z.array(schema), [])).toBeNull();
  });

  it("names a missing or mistyped field", () => {
    expect(contractDrift(schema, { id: 1, email: null })).toMatch(/^name: /);
    expect(contractDrift(schema, { id: "1", name: "Ada", email: null })).toMatch(/^id: /);
  });

  it("refuses a field the schema does not list, at any depth", () => {
    expect(contractDrift(schema, { id: 1, name: "Ada", email: null, password: "x" })).toMatch(
      /does not list/,
    );
    const nested = z.object({ user: schema });
    expect(contractDrift(nested, { user: { id: 1, name: "Ada", email: null, role: "admin" } })).toMatch(
      /does not list/,
    );
  });
});

describe("answers", () => {
  it("adds the error envelope for every 4xx and 5xx to a route's success answer from the contract", () => {
    const responses = answers("GET /api/session");
    expect(Object.keys(responses).sort()).toEqual(["200", "4xx", "5xx"]);
    expect(contractDrift(responses[200], { user: null })).toBeNull();
    const refusal = { code: "validation_failed", message: "Nope", errors: { name: "Required" } };
    expect(contractDrift(responses["4xx"], refusal)).toBeNull();
    expect(contractDrift(responses["4xx"], { message: "Nope" }), "an error without a code").not.toBeNull();
  });

  it("describes a CSV or an image by its media type", () => {
    const responses = answers("GET /api/admin/export/users.csv");
    expect(Object.keys(responses[200].content)).toEqual(["text/csv"]);
  });
});

describe("registerResponseContract (decision 0076)", () => {
  /** An app of one route whose handler answers more than its schema lists. */
  async function leakyApp(env: "production" | "test") {
    const app = Fastify({ logger: false });
    app.decorate("ctx", { config: { env } } as AppContext);
    registerResponseContract(app);
    app.get("/user", { schema: { response: { 200: schema } } }, async () => ({
      id: 1,
      name: "Ada",
      email: null,
      passwordHash: "$argon2id$secret",
    }));
    await app.ready();
    return app;
  }

  it("writes only the fields the schema lists in production", async () => {
    const app = await leakyApp("production");
    const res = await app.inject({ method: "GET", url: "/user" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("argon2id");
    expect(res.json()).toEqual({ id: 1, name: "Ada", email: null });
  });

  it("fails the answer under NODE_ENV=test, naming the drift", async () => {
    const app = await leakyApp("test");
    const res = await app.inject({ method: "GET", url: "/user" });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(
      /^Response does not match its schema \(GET \/user 200\): .*does not list/,
    );
    expect(res.body).not.toContain("argon2id");
  });
});
