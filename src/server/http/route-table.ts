import type { FastifyInstance } from "fastify";

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Its `response` schemas, as declared. */
  response?: Record<string, unknown>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route as registered (HEAD twins of GET routes left out). */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Records each route as it is registered, so the access-matrix test can insist that every endpoint
 * has a row (a new endpoint cannot be forgotten). Call before any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD")
        routes.push({
          method,
          url: route.url,
          response: route.schema?.response as RegisteredRoute["response"],
        });
    }
  });
}
