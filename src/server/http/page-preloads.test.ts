import { PAGES } from "@shared/routing/pages";
import { describe, expect, it } from "vitest";
import { type Manifest, matchPage, pageFiles, pagePreloads, preloadFor } from "./page-preloads";

// A manifest as Vite writes it: the entry with its shared chunk, two pages, the data layer.
const manifest: Manifest = {
  "main.tsx": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_client.js"],
    css: ["assets/client-1.css"],
  },
  "_client.js": { file: "assets/client-1.js" },
  "_dist.js": { file: "assets/dist-1.js", imports: ["_client.js"] },
  "features/auth/pages/auth-page.tsx": { file: "assets/auth-page-1.js", imports: ["_client.js", "_dist.js"] },
  "features/podcasts/pages/podcast-page.tsx": {
    file: "assets/podcast-page-1.js",
    imports: ["_client.js"],
    css: ["assets/podcast-page-1.css"],
  },
  "lib/query-provider.tsx": { file: "assets/data-layer-1.js", imports: ["_client.js"] },
};

describe("page preloads", () => {
  const preloads = pagePreloads(manifest);
  const find = (pathname: string) => preloads(matchPage(pathname));

  it("fetch a page's chunk, its imports and the data layer with the HTML, not what the first page loads", () => {
    const auth = find("/auth");
    expect(auth?.key).toBe("auth");
    expect(auth?.visitor).toBe("signed-out");
    expect(auth?.tags.split("\n")).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/auth-page-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/data-layer-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/dist-1.js" />',
    ]);
    const podcast = find("/podcasts/42");
    expect(podcast?.tags).toContain('<link rel="preload" as="style" href="/assets/podcast-page-1.css" />');
    expect(podcast?.tags.split("\n").at(-1)).toMatch(/as="style"/);
    expect(podcast?.tags).not.toContain("client-1");
  });

  it("list the same files by page name as addresses, for links on screen to download (none without a build)", () => {
    const files = pageFiles(manifest);
    expect(Object.keys(files).sort()).toEqual(["auth", "podcast"]);
    expect(files.auth).toEqual(["/assets/auth-page-1.js", "/assets/data-layer-1.js", "/assets/dist-1.js"]);
    expect(files.podcast).toEqual([
      "/assets/data-layer-1.js",
      "/assets/podcast-page-1.js",
      "/assets/podcast-page-1.css",
    ]);
    expect(pageFiles(null)).toEqual({});
  });

  it("match addresses as the client's router does, and nothing for pages outside the table or the build", () => {
    expect(find("/AUTH/")?.key).toBe("auth");
    expect(find("/podcasts")).toBeNull();
    expect(find("/no/such/page")).toBeNull();
    expect(find("/profile")).toBeNull(); // a page the manifest does not have
    expect(pagePreloads(null)(matchPage("/auth"))).toBeNull();
    expect(matchPage("/podcasts/42")).toEqual({ key: "podcast", params: { id: "42" } });
  });

  it("preload a signed-in page only with a session cookie and the sign-in page only without", () => {
    const auth = find("/auth");
    const podcast = find("/podcasts/1");
    expect(preloadFor(auth, false)).toBe(auth);
    expect(preloadFor(auth, true)).toBeNull();
    expect(preloadFor(podcast, true)).toBe(podcast);
    expect(preloadFor(podcast, false)).toBeNull();
    const critic = pagePreloads({ ...manifest, "features/critics/pages/critic-page.tsx": { file: "c.js" } })(
      matchPage("/critics/jordan-vale"),
    );
    expect(preloadFor(critic, false)).toBe(critic);
    expect(preloadFor(critic, true)).toBe(critic);
  });

  it("cover every page of the shared table with a distinct address pattern", () => {
    const patterns = Object.values(PAGES).map((p) => p.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
