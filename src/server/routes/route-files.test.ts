import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = import.meta.dirname;
const routeFiles = (readdirSync(ROUTES, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => ({ file, text: readFileSync(path.join(ROUTES, file), "utf8") }));

/**
 * Permissions live in one place (http/policies.ts): a route names its policy in its options and its
 * handler gets the user as `request.actor`. These are the shapes the older ways took; none may come back.
 */
const FORBIDDEN_SHAPES: [RegExp, string][] = [
  [/preValidation\s*:/, "a guard in preValidation (name a policy: config: { access: policies.x })"],
  [/\baddHook\(\s*["'](onRequest|preValidation|preHandler)["']/, "a guard hook on a plugin"],
  [/\b(forbidden|unauthorized)\(/, "a 401/403 thrown in a route file (a policy's job)"],
  [/\.role\s*[!=]==/, "a role check in a route file (a policy's job)"],
  [/\brequire(User|Admin|Role)\(|\bassertMay\w*\(/, "a permission re-check in a handler"],
];

describe("route files", () => {
  it("are not empty (the scan sees them)", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it("hold no guard closures and no permission re-checks", () => {
    const found = routeFiles.flatMap(({ file, text }) =>
      FORBIDDEN_SHAPES.filter(([shape]) => shape.test(text)).map(([, what]) => `${file}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it("name an access policy for every route they register", () => {
    const missing = routeFiles.flatMap(({ file, text }) => {
      const registrations = text.match(/\b(api|app)\.(get|post|put|patch|delete|route)\(/g) ?? [];
      // `config: { access: policies.x }`, or `endpoint("GET /api/x", policies.x, …)` (http/endpoint.ts).
      const policies = text.match(/(access:\s*|endpoint\("[^"]+",\s*)policies\.\w+/g) ?? [];
      // A loop registers several routes from one declaration; a shared config object counts once per use.
      const shared = (text.match(/^\s*config,$/gm) ?? []).length;
      return registrations.length > policies.length + shared
        ? [`${file}: ${registrations.length} routes, ${policies.length + shared} policies`]
        : [];
    });
    expect(missing).toEqual([]);
  });
});
