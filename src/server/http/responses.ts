import { isDeepStrictEqual } from "node:util";
import { API, type Api, type ApiRoute } from "@shared/api/contract";
import { errorBodySchema } from "@shared/schemas/common";
import type { FastifyInstance } from "fastify";
import { ZodType, z } from "zod";

/** A success answer that is not JSON (an image, a CSV file): its media type and body schema. */
interface MediaResponse {
  description: string;
  content: Record<string, { schema: ZodType }>;
}

type Answers<R extends ApiRoute> = {
  [S in keyof Api[R]]: Api[R][S] extends ZodType ? Api[R][S] : MediaResponse;
} & { "4xx": typeof errorBodySchema; "5xx": typeof errorBodySchema };

/**
 * A route's `response` schemas, from the API contract (src/shared/api/contract.ts): its success answer
 * plus the one error envelope for every 4xx and 5xx, so the OpenAPI document and the compiler know every
 * shape the route can answer. Pass the route exactly as it is registered: a test checks that.
 */
export function answers<R extends ApiRoute>(route: R): Answers<R> {
  const success = Object.entries(API[route]).map(([status, answer]) => [
    status,
    answer instanceof ZodType
      ? answer
      : { description: answer.description, content: { [answer.media]: { schema: z.string() } } },
  ]);
  return { ...Object.fromEntries(success), "4xx": errorBodySchema, "5xx": errorBodySchema } as Answers<R>;
}

/** What a route answered that its schema does not describe, or null when it matches exactly. */
export function contractDrift(schema: ZodType, sent: unknown): string | null {
  const result = schema.safeParse(sent);
  if (!result.success)
    return result.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; ");
  return isDeepStrictEqual(result.data, sent) ? null : "the answer has fields its schema does not list";
}

/**
 * Serialises answers with plain JSON.stringify (production pays nothing for the contract) and checks the
 * JSON actually sent against the route's response schema: under NODE_ENV=test any drift (a missing, extra
 * or mistyped field) fails the request, so the integration suite validates every real answer; elsewhere it
 * is logged once per route and the answer still goes out. See docs/decisions/0039-response-contract.md.
 */
export function registerResponseContract(app: FastifyInstance): void {
  const failHard = app.ctx.config.env === "test";
  const check = app.ctx.config.env !== "production";
  const reported = new Set<string>();
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => (data) => {
    const json = JSON.stringify(data);
    if (!check) return json;
    const drift = contractDrift(schema as ZodType, JSON.parse(json));
    if (!drift) return json;
    const where = `${method} ${url} ${httpStatus}`;
    if (failHard) throw new Error(`Response does not match its schema (${where}): ${drift}`);
    if (!reported.has(where)) {
      reported.add(where);
      app.log.error({ route: where, drift }, "response does not match its schema");
    }
    return json;
  });
}
