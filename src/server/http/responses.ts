import { isDeepStrictEqual } from "node:util";
import { API, type Api, type ApiRoute } from "@shared/api/contract";
import { errorBodySchema } from "@shared/schemas/common";
import type { FastifyInstance } from "fastify";
import { ZodType, z } from "zod";
import { compileAnswerWriter } from "./answer-serializer";

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
 * Writes every answer with a serialiser compiled from its route's response schema (fast-json-stringify,
 * answer-serializer.ts): only the fields the schema lists are written. Outside production the answer is
 * also checked against the schema in full (contractDrift on the JSON that JSON.stringify would write), and
 * the compiled writer's JSON must say the same: under NODE_ENV=test any drift fails the request, so the
 * integration suite validates every real answer and the writer with it; in development it is logged once
 * per route. If the compiled writer ever throws, the answer goes out through JSON.stringify (logged once).
 * See docs/decisions/0039-response-contract.md and 0076.
 */
export function registerResponseContract(app: FastifyInstance): void {
  const failHard = app.ctx.config.env === "test";
  const check = app.ctx.config.env !== "production";
  const reported = new Set<string>();
  const report = (where: string, problem: string) => {
    if (failHard) throw new Error(`Response does not match its schema (${where}): ${problem}`);
    if (reported.has(where)) return;
    reported.add(where);
    app.log.error({ route: where, drift: problem }, "response does not match its schema");
  };
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const where = `${method} ${url} ${httpStatus}`;
    const write = compileAnswerWriter(schema as ZodType);
    const compiled = (data: unknown) => {
      try {
        return write(data);
      } catch (error) {
        if (failHard) throw error;
        report(where, `the compiled serialiser failed: ${(error as Error).message}`);
        return JSON.stringify(data);
      }
    };
    if (!check) return compiled;
    return (data) => {
      const plain = JSON.parse(JSON.stringify(data) ?? "null");
      const drift = contractDrift(schema as ZodType, plain);
      if (drift) report(where, drift);
      const json = compiled(data);
      if (!drift && !isDeepStrictEqual(JSON.parse(json), plain))
        report(where, "the compiled serialiser wrote something else than JSON.stringify");
      return json;
    };
  });
}
