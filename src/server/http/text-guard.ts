import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest } from "../lib/http-error";

const NUL = "must not contain NUL characters";
const LONE = "must be valid Unicode text (it has an unpaired surrogate)";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters no text a person writes may hold (issue 48 item 11): control characters but tab, line feed
 * and a carriage return before a line feed (multi-line texts keep their lines; one-line fields refuse
 * those by their own rules), DEL and the C1 controls, non-characters (U+FFFE, U+FFFF and the rest), and
 * the bidi embeddings, overrides and isolates that reorder what a reader sees (U+202A–U+202E,
 * U+2066–U+2069). Marks a script needs (U+200E, U+200F, joiners) stay allowed.
 */
const HIDDEN = /(?![\t\n\r])\p{Cc}|\r(?!\n)|[\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}]/u;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** What is wrong (as the end of a sentence) with a string that PostgreSQL cannot store as text (NUL), or only mangled (lone surrogates). */
export function textProblem(value: string): string | undefined {
  if (value.includes("\u0000")) return NUL;
  if (LONE_SURROGATE.test(value)) return LONE;
  return undefined;
}

/** What is wrong with a text a person wrote that holds a control, non-character or bidi-override character. */
export function hiddenCharacterProblem(value: string): string | undefined {
  const found = HIDDEN.exec(value)?.[0];
  return found === undefined
    ? undefined
    : `must not contain control, non-character or text-direction characters (it has ${codePoint(found)})`;
}

/**
 * A password is never shown to anyone, so it may hold any character (an existing one keeps working); only
 * what the database cannot store is refused there.
 */
const isSecret = (key: string) => /password/i.test(key);

/**
 * The first bad string anywhere in a value, with its path. Walks iteratively: a body may be nested
 * thousands of levels deep.
 */
export function findBadText(root: unknown): { path: string; message: string } | undefined {
  const stack: [unknown, string, boolean][] = [[root, "", false]];
  while (stack.length) {
    const [value, path, secret] = stack.pop()!;
    if (typeof value === "string") {
      const message = textProblem(value) ?? (secret ? undefined : hiddenCharacterProblem(value));
      if (message) return { path, message };
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyMessage = textProblem(key) ?? hiddenCharacterProblem(key);
        if (keyMessage) return { path: childPath, message: keyMessage };
        stack.push([child, childPath, secret || isSecret(key)]);
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
 * Refuses strings the database cannot store faithfully, and texts with hidden or reordering characters,
 * in any path parameter, query parameter or body, with a 400 that names the field. Runs after sign-in
 * checks and validation, so those answer first.
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
