import type { AnchorHTMLAttributes, MouseEvent, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { InRender, installFakeBrowser } from "./fake-browser";
import type { LinkProps } from "./link";

beforeEach(() => vi.resetModules());

type Anchor = ReactElement<AnchorHTMLAttributes<HTMLAnchorElement>>;

/**
 * The <a> a Link draws, with its handlers, in a fresh visit of the app's home page. Link is called inside
 * a component's render, so its hooks run as they do in the app (Node has no DOM to click in).
 */
async function link(props: LinkProps) {
  const browser = installFakeBrowser("https://corner.example/");
  const history = await import("./history");
  const { Link } = await import("./link");
  let anchor: Anchor | null = null;
  renderToStaticMarkup(
    <InRender
      run={() => {
        anchor = Link(props) as Anchor;
      }}
    />,
  );
  const heard: string[] = [];
  history.listen((location, action) => heard.push(`${action} ${location.pathname}${location.search}`));
  /** Clicks it as the browser would; true when the router took the click (the browser's default prevented). */
  const click = (init: Partial<MouseEvent<HTMLAnchorElement>> = {}) => {
    let prevented = false;
    const event = {
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      ...init,
      get defaultPrevented() {
        return prevented || Boolean(init.defaultPrevented);
      },
      preventDefault: () => {
        prevented = true;
      },
    } as MouseEvent<HTMLAnchorElement>;
    anchor!.props.onClick!(event);
    return prevented;
  };
  return { browser, click, heard, markup: renderToStaticMarkup(<Link {...props} />), ...history };
}

describe("Link", () => {
  it("draws a plain <a href> with the attributes it was given (aria-current included)", async () => {
    const { markup } = await link({
      to: "/podcasts/12",
      className: "card",
      "aria-current": "page",
      children: "Serial",
    });
    expect(markup).toBe('<a class="card" aria-current="page" href="/podcasts/12">Serial</a>');
  });

  it("follows a plain left click through the history, without a full load", async () => {
    const { browser, click, heard, getLocation } = await link({ to: "/podcasts/12?tab=reviews" });
    expect(click()).toBe(true);
    expect(heard).toEqual(["push /podcasts/12?tab=reviews"]);
    expect(getLocation().pathname).toBe("/podcasts/12");
    expect(browser.entries).toHaveLength(2);
    expect(browser.fullLoads).toEqual([]);
  });

  it("replaces the entry and carries state when asked, and follows target=_self", async () => {
    const { browser, click, heard, getLocation } = await link({
      to: "/auth",
      replace: true,
      state: { from: "/critic/add-review" },
      target: "_self",
    });
    expect(click()).toBe(true);
    expect(heard).toEqual(["replace /auth"]);
    expect(getLocation().state).toEqual({ from: "/critic/add-review" });
    expect(browser.entries).toHaveLength(1);
  });

  it.each([
    ["ctrl-click", { ctrlKey: true }],
    ["cmd-click", { metaKey: true }],
    ["shift-click", { shiftKey: true }],
    ["alt-click", { altKey: true }],
    ["middle click", { button: 1 }],
    ["right click", { button: 2 }],
  ])("leaves a %s to the browser (a new tab or window, a download)", async (_name, init) => {
    const { browser, click, heard } = await link({ to: "/podcasts/12" });
    expect(click(init)).toBe(false);
    expect(heard).toEqual([]);
    expect(browser.entries).toHaveLength(1);
  });

  it.each<[string, LinkProps]>([
    ["target=_blank", { to: "/podcasts/12", target: "_blank" }],
    ["a download", { to: "/api/admin/exports/users.csv", download: "" }],
    ["another origin", { to: "https://gp.example/add-podcast" }],
    ["a protocol-relative address elsewhere", { to: "//gp.example/add-podcast" }],
    ["mailto:", { to: "mailto:support@corner.example" }],
  ])(
    "does not intercept %s: the browser follows it with the link's own rel and referrer policy",
    async (_name, props) => {
      const { browser, click, heard } = await link(props);
      expect(click()).toBe(false);
      expect(heard).toEqual([]);
      expect(browser.fullLoads).toEqual([]);
    },
  );

  it("leaves alone a click its own onClick has handled", async () => {
    const onClick = vi.fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    const { click, heard } = await link({ to: "/profile", onClick });
    click();
    expect(onClick).toHaveBeenCalledOnce();
    expect(heard).toEqual([]);
  });

  it("calls the caller's onClick too when it navigates", async () => {
    const onClick = vi.fn();
    const { click, heard } = await link({ to: "/profile", onClick });
    expect(click()).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
    expect(heard).toEqual(["push /profile"]);
  });
});
