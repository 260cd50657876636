import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { InRender, installFakeBrowser } from "./fake-browser";
import type { NavigateOptions } from "./history";

beforeEach(() => vi.resetModules());

/** useSearchParams as a page at `href` gets it, and what listeners hear afterwards. */
async function searchParams(href: string) {
  const browser = installFakeBrowser(href);
  const history = await import("./history");
  const { RouterContext } = await import("./context");
  const { useSearchParams } = await import("./search-params");
  let hook: ReturnType<typeof useSearchParams> | null = null;
  renderToStaticMarkup(
    <RouterContext value={{ location: history.getLocation(), pending: false }}>
      <InRender
        run={() => {
          hook = useSearchParams();
        }}
      />
    </RouterContext>,
  );
  const [params, set] = hook!;
  const heard: { action: string; options: NavigateOptions }[] = [];
  history.listen((_location, action, options) => heard.push({ action, options }));
  const address = () => `${history.getLocation().pathname}${history.getLocation().search}`;
  return { browser, params, set, heard, address, ...history };
}

describe("useSearchParams", () => {
  it("reads the address's query, decoded, repeated keys included", async () => {
    const { params } = await searchParams(
      "https://corner.example/?q=true+crime&genre=Comedy&genre=News%20%26%20Politics",
    );
    expect(params.get("q")).toBe("true crime");
    expect(params.getAll("genre")).toEqual(["Comedy", "News & Politics"]);
    expect(params.get("page")).toBeNull();
  });

  it("pushes a new entry on the same path by default, and replaces the current one when asked", async () => {
    const { browser, set, heard, address } = await searchParams("https://corner.example/critics/jordan-vale");
    set({ page: "2" });
    expect(address()).toBe("/critics/jordan-vale?page=2");
    set({ page: "3" }, { replace: true, preventScrollReset: true });
    expect(address()).toBe("/critics/jordan-vale?page=3");
    expect(browser.entries.map((e) => e.url.search)).toEqual(["", "?page=3"]);
    expect(heard).toEqual([
      { action: "push", options: {} },
      { action: "replace", options: { replace: true, preventScrollReset: true } },
    ]);
  });

  it("keeps the other parameters with an updater, which gets the address as it is now, not as last drawn", async () => {
    const { set, navigate, address } = await searchParams("https://corner.example/?q=news&sort=rating");
    set((current) => {
      current.set("page", "3");
      return current;
    });
    expect(address()).toBe("/?q=news&sort=rating&page=3");
    // Another change lands before the page draws again (a debounced search box): the next update keeps it.
    navigate("/?q=jazz&sort=rating", { replace: true });
    set((current) => {
      current.delete("sort");
      return current;
    });
    expect(address()).toBe("/?q=jazz");
  });

  it("encodes what it writes, and leaves no bare '?' when nothing is left", async () => {
    const { set, address, params } = await searchParams("https://corner.example/?q=old");
    set({ q: "rock & roll = é?", genre: "Kids & Family" });
    expect(address()).toBe("/?q=rock+%26+roll+%3D+%C3%A9%3F&genre=Kids+%26+Family");
    expect(new URLSearchParams(address().split("?")[1]).get("q")).toBe("rock & roll = é?");
    set({});
    expect(address()).toBe("/");
    expect(params.get("q")).toBe("old"); // the drawn value is the render's own until the next render
  });

  it("accepts a query string, pairs or URLSearchParams, as React Router's does", async () => {
    const { set, address } = await searchParams("https://corner.example/admin/audit");
    set("?action=suspend&page=2");
    expect(address()).toBe("/admin/audit?action=suspend&page=2");
    set([
      ["tag", "a"],
      ["tag", "b"],
    ]);
    expect(address()).toBe("/admin/audit?tag=a&tag=b");
    set(new URLSearchParams({ weeks: "12" }));
    expect(address()).toBe("/admin/audit?weeks=12");
  });
});
