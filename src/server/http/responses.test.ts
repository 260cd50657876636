import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answers, contractDrift } from "./responses";

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
