import type { ApiRoute } from "@shared/api/contract";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import type { AppContext } from "../context";
import type { Policy } from "./policies";
import { answers } from "./responses";
import { ROUTE_SUMMARIES } from "./route-summaries";

/** What a route reads from the request (zod schemas: shared/schemas, http/request-bodies.ts), and more words. */
interface RequestSchemas {
  description?: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  headers?: ZodType;
}

/**
 * A route's whole declaration from its contract name ("PUT /api/reviews/:id"): its method and URL, its
 * access policy (http/policies.ts), the request schemas, its OpenAPI summary (http/route-summaries.ts)
 * and every answer it may give (the API contract, http/responses.ts). Spread into `api.route({ …,
 * handler })`: the path is written once, so the declaration and the contract cannot disagree.
 */
export function endpoint<R extends ApiRoute, S extends RequestSchemas = Record<never, never>>(
  route: R,
  access: Policy,
  request?: S,
) {
  const [method, url] = route.split(" ") as [HTTPMethods, string];
  const summary = ROUTE_SUMMARIES[route];
  if (!summary) throw new Error(`No summary for ${route} in http/route-summaries.ts`);
  return {
    method,
    url,
    config: { access },
    schema: { ...(request as S), summary, response: answers(route) },
  };
}

/** The app with the zod type provider: what a route file registers its routes on. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A route file's plugin: `register` gets the typed app to declare routes on (`api.route({ ...endpoint(…),
 * handler })`) and the app's context for the handlers.
 */
export function routesOf(register: (api: Api, ctx: AppContext) => void) {
  return async (app: FastifyInstance): Promise<void> =>
    register(app.withTypeProvider<ZodTypeProvider>(), app.ctx);
}
