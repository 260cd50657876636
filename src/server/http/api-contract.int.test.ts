import SwaggerParser from "@apidevtools/swagger-parser";
import { API, type ApiRoute } from "@shared/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// Issue 13: one typed contract. Every documented operation declares what it answers, and the docs render.

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; description?: string }[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, { type?: string }>; example?: unknown } }
    >;
  };
}
interface OpenApi {
  tags: { name: string }[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.client().get("/api/openapi.json")).body as OpenApi;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

describe("the OpenAPI document", () => {
  it("gives every operation a success schema and the error envelope for 4xx and 5xx", () => {
    const missing: string[] = [];
    for (const { name, op } of operations()) {
      const responses = op.responses ?? {};
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      const described = success.some(
        ([status, r]) => status === "204" || Object.values(r.content ?? {}).some((c) => c.schema),
      );
      if (!described) missing.push(`${name}: no success schema`);
      for (const range of ["4XX", "5XX"]) {
        const schema = responses[range]?.content?.["application/json"]?.schema;
        if (JSON.stringify(schema) !== JSON.stringify({ $ref: "#/components/schemas/Error" }))
          missing.push(`${name}: no ${range} error envelope`);
      }
    }
    expect(operations().length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("tags every operation with a documented resource", () => {
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const untagged = operations()
      .filter(({ op }) => !op.tags?.length || !op.tags.every((tag) => tags.has(tag)))
      .map(({ name }) => name);
    expect(untagged).toEqual([]);
  });

  it("marks the session cookie as the security of guarded operations, and only of those", () => {
    expect(doc.components.securitySchemes.session).toEqual({
      type: "apiKey",
      in: "cookie",
      name: "cc_session",
    });
    const secured = (name: string) => operations().find((o) => o.name === name)!.op.security;
    for (const name of [
      "GET /api/user",
      "GET /api/admin/stats",
      "POST /api/admin/podcasts/import",
      "PUT /api/reviews/{id}",
    ])
      expect(secured(name), name).toEqual([{ session: [] }]);
    for (const name of ["POST /api/login", "GET /api/session", "GET /api/critics", "GET /api/config"])
      expect(secured(name), name).toBeUndefined();
  });

  it("documents a review's rating and podcastId as numbers", () => {
    const body = doc.paths["/api/reviews"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(body.properties?.rating?.type).toBe("number");
    expect(body.properties?.podcastId?.type).toBe("integer");
  });

  it("shows an example of every JSON request body", () => {
    const withBody = operations().filter(({ op }) => op.requestBody?.content["application/json"]);
    expect(withBody.length).toBeGreaterThanOrEqual(15);
    const missing = withBody
      .filter(({ op }) => op.requestBody!.content["application/json"]!.schema.example === undefined)
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });
});

// Issue 33 item 5: a complete document, valid by an OpenAPI 3 validator.
describe("the OpenAPI document, complete", () => {
  it("is a valid OpenAPI 3 document by @apidevtools/swagger-parser", async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it("gives every operation its own operationId, made from its method and path", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const id = (name: string) => operations().find((o) => o.name === name)!.op.operationId;
    expect(id("GET /api/critics/{slug}")).toBe("getCriticsBySlug");
    expect(id("POST /api/admin/podcasts/import")).toBe("postAdminPodcastsImport");
    expect(id("GET /api/admin/export/users.csv")).toBe("getAdminExportUsersCsv");
  });

  it("declares every 204 answer without a body", () => {
    const no = operations().filter(({ op }) => op.responses?.["204"]);
    expect(no.map(({ name }) => name).sort()).toEqual([
      "DELETE /api/admin/critic-reviews/{id}/link",
      "DELETE /api/critics/{slug}/follow",
      "DELETE /api/podcasts/{id}/follow",
      "POST /api/users/me/password",
      "PUT /api/critics/{slug}/follow",
      "PUT /api/podcasts/{id}/follow",
    ]);
    for (const { op } of no) expect(op.responses!["204"]!.content).toBeUndefined();
  });

  it("documents the import's file body, as it is or as a form's file, and its Import-Id header", () => {
    const op = doc.paths["/api/admin/podcasts/import"]!.post!;
    const content = op.requestBody!.content;
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining(["text/csv", "text/x-opml", "multipart/form-data"]),
    );
    expect(content["text/csv"]!.schema).toMatchObject({ type: "string", format: "binary" });
    expect(content["multipart/form-data"]!.schema.properties?.file).toEqual({
      type: "string",
      format: "binary",
    });
    const header = op.parameters?.find((p) => p.in === "header");
    expect(header).toMatchObject({ name: "Import-Id", required: false });
    expect(header?.description).toContain("/api/admin/podcasts/imports/{id}");
  });

  it("documents the Idempotency-Key header of a critic review submission", () => {
    const op = doc.paths["/api/airtable/reviews"]!.post!;
    const header = op.parameters?.find((p) => p.in === "header");
    expect(header).toMatchObject({ name: "Idempotency-Key", required: false });
    expect(header?.description).toContain("stored once");
  });
});

describe("the API contract (src/shared/api/contract.ts)", () => {
  it("names every JSON route the server registers, and each route answers with the contract's own schemas", () => {
    const apiRoutes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs") && r.url !== "/api/openapi.json",
    );
    const registered = apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect([...registered].sort()).toEqual(Object.keys(API).sort());
    const drift: string[] = [];
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}` as ApiRoute;
      for (const [status, answer] of Object.entries(API[key])) {
        const declared = route.response?.[status] as { content?: Record<string, unknown> } | undefined;
        const same = "media" in answer ? Boolean(declared?.content?.[answer.media]) : declared === answer;
        if (!same) drift.push(`${key} ${status}`);
      }
    }
    expect(drift).toEqual([]);
  });
});

describe("the rendered API docs", () => {
  it("serve Swagger UI from our own origin under the app's Content-Security-Policy", async () => {
    const page = await t.client().get("/api/docs");
    expect(page.status).toBe(200);
    expect(String(page.headers["content-type"])).toContain("text/html");
    expect(String(page.headers["content-security-policy"])).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src, "no script from another origin").not.toMatch(/^https?:/);
      const script = await t.client().get(new URL(src, "http://localhost/api/docs/").pathname);
      expect(script.status, src).toBe(200);
    }
    const json = await t.client().get("/api/docs/json");
    expect(Object.keys(json.body.paths)).toEqual(Object.keys(doc.paths));
  });

  it("are dark like the app: our own stylesheet, from our own origin, named after the installation", async () => {
    const page = await t.client().get("/api/docs");
    expect(page.text).toContain("<title>Critics' Corner API</title>");
    const sheets = [...page.text.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!);
    const bodies = await Promise.all(
      sheets.map(async (href) => {
        expect(href, "no stylesheet from another origin").not.toMatch(/^https?:/);
        const sheet = await t.client().get(new URL(href, "http://localhost/api/docs/").pathname);
        expect(sheet.status, href).toBe(200);
        return sheet.text;
      }),
    );
    expect(bodies.some((css) => css.includes("invert(") && css.includes(".topbar"))).toBe(true);
  });
});
