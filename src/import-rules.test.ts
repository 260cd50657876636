import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkProject,
  importBreach,
  importCycles,
  importGraph,
  resolveImport,
} from "../scripts/check-imports.mjs";

const ROOT = path.join(import.meta.dirname, "..");

/** A graph from file texts, resolved as the checker resolves the project. */
function graphOf(files: Record<string, string>) {
  const exists = (file: string) => file in files;
  return importGraph(
    Object.keys(files),
    (file) => files[file]!,
    (from, specifier) => resolveImport("/", from, specifier, exists),
  );
}

describe("import rules", () => {
  it("hold for the whole project (npm run lint checks the same)", () => {
    expect(checkProject(ROOT)).toEqual([]);
  });

  it("resolve aliases, relative paths and folders with an index, and leave packages alone", () => {
    const exists = (file: string) =>
      [
        "src/client/lib/later.tsx",
        "src/shared/api/contract.ts",
        "src/client/features/podcasts/index.ts",
      ].includes(file);
    const from = "src/client/features/home/home-page.tsx";
    expect(resolveImport("/", from, "@client/lib/later", exists)).toBe("src/client/lib/later.tsx");
    expect(resolveImport("/", from, "../../../shared/api/contract", exists)).toBe(
      "src/shared/api/contract.ts",
    );
    expect(resolveImport("/", from, "@client/features/podcasts", exists)).toBe(
      "src/client/features/podcasts/index.ts",
    );
    expect(resolveImport("/", from, "react", exists)).toBeNull();
  });

  it("find cycles, type-only and dynamic imports included", () => {
    const graph = graphOf({
      "src/a.ts": 'import type { B } from "./b";\nexport const a = 1;',
      "src/b.ts": 'export type B = 1;\nconst c = () => import("./c");',
      "src/c.ts": 'export { a } from "./a";',
      "src/d.ts": 'import { a } from "./a";',
    });
    expect(importCycles(graph)).toEqual([["src/a.ts", "src/b.ts", "src/c.ts"]]);
  });

  it("keep features to each other's API and index, and lib/ and components/ free of features", () => {
    const from = "src/client/features/home/role-panel.tsx";
    expect(importBreach(from, "src/client/features/critic/api.ts")).toBeNull();
    expect(importBreach(from, "src/client/features/admin/api/users.ts")).toBeNull();
    expect(importBreach(from, "src/client/features/podcasts/index.ts")).toBeNull();
    expect(importBreach(from, "src/client/features/home/announcements.tsx")).toBeNull();
    expect(importBreach(from, "src/client/features/critic/lib/share.ts")).toMatch(
      /another feature's internals/,
    );
    expect(importBreach("src/client/lib/session.ts", "src/client/features/auth/api.ts")).toMatch(
      /no feature/,
    );
    expect(importBreach("src/client/components/ui/button.tsx", "src/client/app/routes.tsx")).toMatch(
      /not the app/,
    );
    expect(
      importBreach("src/client/app/routes.tsx", "src/client/features/auth/pages/auth-page.tsx"),
    ).toBeNull();
  });

  it("keep the server's layers pointing down, and the sides apart", () => {
    expect(
      importBreach("src/server/routes/users/index.ts", "src/server/services/users/profile.ts"),
    ).toBeNull();
    expect(importBreach("src/server/services/users/profile.ts", "src/server/db/schema/index.ts")).toBeNull();
    expect(importBreach("src/server/services/users/profile.ts", "src/server/http/policies.ts")).toMatch(
      /downwards/,
    );
    expect(
      importBreach("src/server/adapters/critic-db/builtin.ts", "src/server/services/critic/info.ts"),
    ).toMatch(/services\/$/);
    expect(importBreach("src/server/lib/http-error.ts", "src/server/db/schema/index.ts")).toMatch(
      /downwards/,
    );
    expect(importBreach("src/shared/schemas/user.ts", "src/client/lib/format.ts")).toMatch(/src\/shared/);
    expect(importBreach("src/client/lib/format.ts", "src/server/lib/dates.ts")).toMatch(
      /never imports the server/,
    );
  });
});
