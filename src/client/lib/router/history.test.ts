import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeBrowser } from "./fake-browser";

// history.ts keeps the visit's state in the module: every test starts a new visit.
beforeEach(() => vi.resetModules());

async function visit(href: string) {
  const browser = installFakeBrowser(href);
  return { browser, ...(await import("./history")) };
}

describe("the first page of a visit", () => {
  it("stays the first page through changes of its query, and not once the visitor moves to another", async () => {
    const { getLocation, listen, navigate, onFirstPage } = await visit("https://corner.example/?sort=title");
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

describe("navigate", () => {
  it("pushes or replaces an entry with a key of its own and the caller's state, and tells listeners which", async () => {
    const { browser, getLocation, listen, navigate } = await visit("https://corner.example/");
    const heard: string[] = [];
    listen((location, action) => heard.push(`${action} ${location.pathname}${location.search}`));
    const keys = [getLocation().key];
    navigate("/podcasts/7?tab=reviews", { state: { from: "home" } });
    expect(getLocation()).toMatchObject({ pathname: "/podcasts/7", search: "?tab=reviews" });
    expect(getLocation().state).toEqual({ from: "home" });
    keys.push(getLocation().key);
    navigate("/critics", { replace: true });
    keys.push(getLocation().key);
    expect(browser.entries.map((e) => e.url.pathname)).toEqual(["/", "/critics"]);
    expect(new Set(keys).size).toBe(3); // a replacing entry gets a key of its own too
    expect(heard).toEqual(["push /podcasts/7?tab=reviews", "replace /critics"]);
  });

  it("moves in the history for a number, and hears back and forward as pop with the entry's state", async () => {
    const { browser, getLocation, listen, navigate } = await visit("https://corner.example/");
    navigate("/a", { state: 1 });
    navigate("/b", { state: 2 });
    const heard: string[] = [];
    listen((location, action) => heard.push(`${action} ${location.pathname} ${String(location.state)}`));
    navigate(-2);
    navigate(1);
    expect(browser.index).toBe(1);
    expect(getLocation().pathname).toBe("/a");
    expect(heard).toEqual(["pop / null", "pop /a 1"]);
  });

  it("leaves the app with a full load for another origin, without a history entry or a listener call", async () => {
    const { browser, listen, navigate } = await visit("https://corner.example/");
    const heard: string[] = [];
    listen((location) => heard.push(location.pathname));
    navigate("https://elsewhere.example/add-podcast");
    expect(browser.fullLoads).toEqual(["https://elsewhere.example/add-podcast"]);
    expect(browser.entries).toHaveLength(1);
    expect(heard).toEqual([]);
  });

  it("gives an entry the browser made itself (a #fragment link) a key of its own", async () => {
    const { browser, getLocation, navigate } = await visit("https://corner.example/");
    navigate("/critics");
    browser.followFragment("#main");
    const fragment = getLocation();
    expect(fragment.hash).toBe("#main");
    browser.followFragment("#footer");
    const keys = [fragment.key, getLocation().key];
    expect(keys).not.toContain("default");
    expect(new Set(keys).size).toBe(2);
    // Kept in the entry, so a return to it is recognised.
    browser.go(-1);
    expect(getLocation().key).toBe(fragment.key);
  });
});
