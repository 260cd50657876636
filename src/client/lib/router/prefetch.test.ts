import { describe, expect, it, vi } from "vitest";
import { installFakeBrowser } from "./fake-browser";

vi.mock("./download", () => ({ downloadFiles: vi.fn(async () => {}) }));

describe("warming a link's page (decision 0065)", () => {
  it("downloads a page's files without importing it for a link on screen, and imports it on intent", async () => {
    installFakeBrowser("https://corner.example/");
    const { createRoutes, prefetchHref } = await import("./routes");
    const { downloadFiles } = await import("./download");
    const imported: string[] = [];
    const page = (name: string) => async () => {
      imported.push(name);
      return { default: () => null };
    };
    createRoutes([
      { path: "/critics", page: page("critics"), files: async () => ["/assets/critics-1.js"] },
      { path: "*", page: page("notFound") },
    ]);

    await prefetchHref("/critics", "files");
    expect(downloadFiles).toHaveBeenCalledWith(["/assets/critics-1.js"]);
    expect(imported).toEqual([]);
    // A page without a list of files (the 404 page) is imported instead.
    await prefetchHref("/nowhere", "files");
    expect(imported).toEqual(["notFound"]);
    // Intent (a hover, a focus, a touch) imports it; once imported, a link on screen asks for nothing more.
    await prefetchHref("/critics", "data");
    expect(imported).toEqual(["notFound", "critics"]);
    vi.mocked(downloadFiles).mockClear();
    await prefetchHref("/critics", "files");
    await prefetchHref("https://elsewhere.example/critics", "files"); // not the app's
    expect(downloadFiles).not.toHaveBeenCalled();
    expect(imported).toEqual(["notFound", "critics"]);
  });
});
