import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { UserRow } from "../db/schema";
import { decorateActor, enforceAccess } from "./access";
import { errorBody } from "./error-handler";
import { policies } from "./policies";

const admin = { id: 1, role: "admin", criticName: null, status: "active" } as UserRow;
const critic = { id: 2, role: "critic", criticName: "Jordan Vale", status: "active" } as UserRow;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare app with the access rules, a session given by the x-user header, and a body parser that counts. */
async function build(register: (scope: FastifyInstance) => void) {
  app = Fastify();
  const parsed = { count: 0 };
  app.decorateRequest("currentUser", null);
  decorateActor(app);
  app.addHook("onRequest", async (request) => {
    const who = request.headers["x-user"];
    request.currentUser = who === "admin" ? admin : who === "critic" ? critic : null;
  });
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    parsed.count++;
    done(null, JSON.parse(body as string));
  });
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) =>
    reply.status(error.statusCode ?? 500).send(errorBody(error.code as never, error.message)),
  );
  await app.register(async (scope) => {
    enforceAccess(scope);
    register(scope);
  });
  await app.ready();
  return { app, parsed };
}

describe("route access policies", () => {
  it("refuses to start with a route that names no policy", async () => {
    await expect(build((scope) => scope.get("/api/open", async () => ({})))).rejects.toThrow(
      "GET /api/open declares no access policy",
    );
  });

  it("refuses an administrators' route whose policy lets others in", async () => {
    await expect(
      build((scope) =>
        scope.get("/api/admin/thing", { config: { access: policies.signedIn } }, async () => ({})),
      ),
    ).rejects.toThrow('/api/admin/thing is an administrators\' route with the policy "signed in"');
  });

  it("checks the caller before the body is read, and hands the handler the user", async () => {
    const { app, parsed } = await build((scope) =>
      scope.post("/api/admin/thing", { config: { access: policies.admin } }, async (request) => ({
        actor: request.actor.id,
      })),
    );
    const send = (user?: string) =>
      app.inject({
        method: "POST",
        url: "/api/admin/thing",
        headers: { "content-type": "application/json", ...(user ? { "x-user": user } : {}) },
        payload: "{ not json",
      });
    const anonymous = await send();
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, "sign_in_required"]);
    const notAdmin = await send("critic");
    expect([notAdmin.statusCode, notAdmin.json().code]).toEqual([403, "permission_required"]);
    expect(parsed.count, "a refused caller's body was parsed").toBe(0);

    const ok = await app.inject({
      method: "POST",
      url: "/api/admin/thing",
      headers: { "content-type": "application/json", "x-user": "admin" },
      payload: "{}",
    });
    expect(ok.json()).toEqual({ actor: 1 });
    expect(parsed.count).toBe(1);
  });

  it("has no actor on a public route", async () => {
    const { app } = await build((scope) =>
      scope.get("/api/open", { config: { access: policies.public } }, async (request) => ({
        id: request.actor.id,
      })),
    );
    const res = await app.inject({ url: "/api/open", headers: { "x-user": "admin" } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain("whose policy signs no one in");
  });
});
