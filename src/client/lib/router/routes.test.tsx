import { PAGES } from "@shared/routing/pages";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { RouterContext } from "./context";
import type { Location } from "./history";
import { useParams } from "./hooks";
import { Link } from "./link";
import { RouteView } from "./router";
import { createRoutes, findRoute, type RouteDefinition } from "./routes";
import { useSearchParams } from "./search-params";

/** A page that prints where it is: its name, its params and its ?tab. */
const page =
  (name: string): RouteDefinition["page"] =>
  async () => ({
    default: function Page() {
      const params = useParams();
      const [search] = useSearchParams();
      return (
        <p>
          {name} {JSON.stringify(params)} {search.get("tab")} <Link to="/critics">Critics</Link>
        </p>
      );
    },
  });

// The app's own table (shared/routing/pages.ts, in its order), then the 404 page, as app/routes.tsx builds it.
createRoutes([
  ...Object.entries(PAGES).map(([name, entry]) => ({
    path: entry.path,
    page: page(name),
    access: entry.access,
  })),
  { path: "*", page: page("notFound"), access: "anyone" },
]);

const pageAt = (pathname: string) => {
  const found = findRoute(pathname);
  return found && { path: found.route.path, params: found.params };
};

describe("route matching on the app's page table", () => {
  it.each([
    ["/", "/", {}],
    ["/podcasts/42", "/podcasts/:id", { id: "42" }],
    ["/admin", "/admin", {}],
    ["/admin/users", "/admin/users", {}],
    ["/critics", "/critics", {}],
    ["/critics/jordan-vale", "/critics/:slug", { slug: "jordan-vale" }],
    ["/critic/my-reviews", "/critic/my-reviews", {}],
    ["/reset-password", "/reset-password/:token?", { token: undefined }],
    ["/reset-password/abc123", "/reset-password/:token?", { token: "abc123" }],
  ])("%s is %s with %j", (pathname, path, params) => {
    expect(pageAt(pathname)).toEqual({ path, params });
  });

  it("takes a trailing slash and any letter case as the same page", () => {
    expect(pageAt("/podcasts/42/")).toEqual({ path: "/podcasts/:id", params: { id: "42" } });
    expect(pageAt("/admin/users/")?.path).toBe("/admin/users");
    expect(pageAt("/Critic/My-Reviews")?.path).toBe("/critic/my-reviews");
  });

  it("decodes parameters, keeps an encoded slash inside its segment, and keeps a malformed escape as written", () => {
    expect(pageAt("/critics/j%C3%B6rg%20vale")?.params).toEqual({ slug: "jörg vale" });
    expect(pageAt("/podcasts/a%2Fb")?.params).toEqual({ id: "a/b" });
    expect(pageAt("/critics/%E0%A4%A")?.params).toEqual({ slug: "%E0%A4%A" });
  });

  it.each([
    "/podcasts",
    "/podcasts/",
    "/podcasts/42/reviews",
    "/reset-password/abc/def",
    "/admin/users/7",
    "/adminx",
    "/no-such-page",
    "//podcasts/42",
  ])("sends %s, which no page is, to the 404 page", (pathname) => {
    expect(pageAt(pathname)?.path).toBe("*");
  });

  it("gives the first route that matches, in the table's order", () => {
    const one = page("one");
    createRoutes([
      { path: "/critics/:slug", page: one },
      { path: "/critics/new", page: one },
      { path: "/a.b", page: one },
    ]);
    expect(pageAt("/critics/new")).toEqual({ path: "/critics/:slug", params: { slug: "new" } });
    expect(pageAt("/a.b")?.path).toBe("/a.b");
    expect(pageAt("/aXb")).toBeNull(); // a dot is a dot; nothing matches and there is no "*" here
  });
});

describe("the page of an address, drawn without a browser (what server rendering needs)", () => {
  it("renders the matched page with its params, its query and plain links, from a location alone", async () => {
    expect(typeof window).toBe("undefined");
    createRoutes([
      { path: "/podcasts/:id", page: page("podcast"), access: "signed-in" },
      { path: "*", page: page("notFound") },
    ]);
    const at = (href: string): Location => {
      const url = new URL(href, "https://corner.example");
      return { pathname: url.pathname, search: url.search, hash: "", state: null, key: "server" };
    };
    const html = async (href: string) => {
      const { prelude } = await prerender(
        <RouterContext value={{ location: at(href), pending: false }}>
          <RouteView gate={(route, drawn) => <main data-access={String(route.access)}>{drawn}</main>} />
        </RouterContext>,
      );
      return new Response(prelude).text();
    };
    expect(await html("/podcasts/42?tab=reviews")).toBe(
      '<main data-access="signed-in"><p>podcast<!-- --> <!-- -->{&quot;id&quot;:&quot;42&quot;}<!-- --> <!-- -->reviews<!-- --> <a href="/critics">Critics</a></p></main>',
    );
    expect(await html("/nowhere")).toContain("<p>notFound");
  });
});
