import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../lib/http-error";

const NUL = "must not contain NUL characters";
const LONE = "must be valid Unicode text (it has an unpaired surrogate)";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong (as the end of a sentence) with a string that PostgreSQL cannot store as text (NUL), or only mangled (lone surrogates). */
export function textProblem(value: string): string | undefined {
  if (value.includes("\u0000")) return NUL;
  if (LONE_SURROGATE.test(value)) return LONE;
  return undefined;
}

/**
 * The first bad string anywhere in a value, with its path. Walks iteratively: a body may be nested
 * thousands of levels deep.
 */
export function findBadText(root: unknown): { path: string; message: string } | undefined {
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      const message = textProblem(value);
      if (message) return { path, message };
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyMessage = textProblem(key);
        if (keyMessage) return { path: childPath, message: keyMessage };
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

const LABELS = { params: "The path parameter ", query: "The query parameter ", body: "The field " } as const;

function check(part: keyof typeof LABELS, request: FastifyRequest): void {
  const bad = findBadText(request[part]);
  if (!bad) return;
  const field = bad.path || part;
  const subject = bad.path ? `${LABELS[part]}${bad.path}` : "The request body";
  const sentence = `${bad.message.charAt(0).toUpperCase()}${bad.message.slice(1)}.`;
  throw badRequest(`${subject} ${bad.message}.`, { [field]: sentence });
}

/**
 * Refuses strings the database cannot store faithfully, in any path parameter, query parameter or body,
 * with a 400 that names the field. Runs after sign-in checks and validation, so those answer first.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preHandler", (request, _reply, done) => {
    try {
      check("params", request);
      check("query", request);
      check("body", request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
