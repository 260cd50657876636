import { PAGES } from "@shared/routing/pages";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("the route table", () => {
  it("has every page of the shared table, each with its own chunk, and the not-found page last", () => {
    for (const [name, page] of Object.entries(PAGES)) {
      const route = routes.find((r) => r.path === page.path);
      expect(route, name).toBeDefined();
      expect(typeof route?.page, name).toBe("function");
      expect(route?.access, name).toBe(page.access);
    }
    expect(routes).toHaveLength(Object.keys(PAGES).length + 1);
    expect(routes.at(-1)?.path).toBe("*");
  });

  it("loads a page's module from its chunk", async () => {
    const route = routes.find((r) => r.path === PAGES.critics.path);
    const module = await route?.page?.();
    expect(typeof module?.default).toBe("function");
  });
});
