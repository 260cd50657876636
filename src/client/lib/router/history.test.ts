import { beforeAll, describe, expect, it } from "vitest";

// A window with just what history.ts reads: the address, the history's state and popstate.
beforeAll(() => {
  const location = new URL("https://corner.example/?sort=title");
  let state: unknown = null;
  const move = (next: unknown, href: string) => {
    state = next;
    const url = new URL(href, location);
    location.pathname = url.pathname;
    location.search = url.search;
    location.hash = url.hash;
  };
  Object.assign(globalThis, {
    window: {
      location,
      addEventListener: () => {},
      history: {
        get state() {
          return state;
        },
        pushState: (next: unknown, _: string, href: string) => move(next, href),
        replaceState: (next: unknown, _: string, href?: string) => move(next, href ?? location.href),
      },
    },
  });
});

describe("the first page of a visit", () => {
  it("stays the first page through changes of its query, and not once the visitor moves to another", async () => {
    const { getLocation, listen, navigate, onFirstPage } = await import("./history");
    const newPages: boolean[] = [];
    listen((_location, _action, _options, newPage) => newPages.push(newPage));
    expect(getLocation().pathname).toBe("/");
    expect(onFirstPage()).toBe(true);
    navigate("/?sort=title&q=news", { replace: true });
    navigate("/?sort=rating");
    expect(getLocation().search).toBe("?sort=rating");
    expect(onFirstPage()).toBe(true);
    navigate("/critic/my-reviews");
    expect(getLocation().pathname).toBe("/critic/my-reviews");
    expect(onFirstPage()).toBe(false);
    navigate("/");
    expect(onFirstPage()).toBe(false);
    // Listeners hear the same: a new page, or the same page with another query.
    expect(newPages).toEqual([false, false, true, true]);
  });
});
