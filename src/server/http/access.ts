import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import type { UserRow } from "../db/schema";
import { unauthorized } from "../lib/http-error";
import type { Policy } from "./policies";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route: one of `policies` (http/policies.ts). Every app route declares one. */
    access?: Policy;
  }
  interface FastifyRequest {
    /**
     * The signed-in user the route's policy let in. Read it only on a route whose policy signs someone in
     * (any but `policies.public`); elsewhere it throws, which the access-matrix test would see as a 500.
     */
    readonly actor: UserRow;
  }
}

const ACTOR = Symbol("actor");
type WithActor = FastifyRequest & { [ACTOR]?: UserRow };

/** The onRequest hook that enforces a policy: before the body is read, parsed or validated. */
function enforce(policy: Policy): onRequestHookHandler {
  return async (request) => {
    if (policy.who === "signed-in") {
      const user = request.currentUser;
      if (!user) throw unauthorized();
      await policy.rule(request, user);
      (request as WithActor)[ACTOR] = user;
    } else {
      await policy.rule(request, null);
    }
  };
}

/**
 * Turns each route's declared policy (`config: { access: policies.x }`) into its first onRequest hook,
 * and refuses at start-up a route that declares none, or an `/api/admin/` route whose policy is not for
 * administrators only. Call on the scope the app's routes are registered in.
 */
export function enforceAccess(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route: RouteOptions) => {
    const policy = route.config?.access;
    const where = `${[route.method].flat().join(",")} ${route.url}`;
    if (!policy) throw new Error(`${where} declares no access policy (config.access)`);
    if (route.url.startsWith("/api/admin/") && !policy.adminOnly)
      throw new Error(`${where} is an administrators' route with the policy "${policy.name}"`);
    route.onRequest = [enforce(policy), ...[route.onRequest ?? []].flat()];
  });
}

/** `request.actor`: set by a signed-in policy, an error anywhere else. Call once, on the root. */
export function decorateActor(app: FastifyInstance): void {
  app.decorateRequest("actor", {
    getter(this: FastifyRequest) {
      const user = (this as WithActor)[ACTOR];
      if (!user) throw new Error(`request.actor read on ${this.url}, whose policy signs no one in`);
      return user;
    },
  });
}
