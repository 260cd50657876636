import { isDeepStrictEqual } from "node:util";
import { errorBodySchema } from "@shared/schemas/common";
import type { FastifyInstance } from "fastify";
import { type ZodType, z } from "zod";

/** A success answer that is not JSON (an image, a CSV file): its media type and body schema. */
export interface MediaResponse {
  description: string;
  content: Record<string, { schema: ZodType }>;
}

/** A non-JSON answer, e.g. `media("text/csv", "The users as CSV")`. */
export const media = (type: string, description: string): MediaResponse => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/**
 * A route's `response` schemas: its success answers plus the one error envelope for every 4xx and 5xx,
 * so the OpenAPI document and the compiler know every shape the route can answer.
 */
export function replies<const T extends Record<number, ZodType | MediaResponse>>(success: T) {
  return { ...success, "4xx": errorBodySchema, "5xx": errorBodySchema };
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
