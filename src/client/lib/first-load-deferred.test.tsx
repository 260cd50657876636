import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeBrowser } from "./router/fake-browser";

beforeEach(() => vi.resetModules());

type Hook = typeof import("./first-load-deferred").useFirstScreenFirst;
const ITEMS = Array.from({ length: 10 }, (_, n) => n + 1);

function List({ useItems }: { useItems: Hook }) {
  return (
    <ol>
      {useItems(ITEMS, 3).map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ol>
  );
}

/** How many of ten items useFirstScreenFirst(…, 3) draws first (before its deferred rest). */
async function firstDrawn() {
  const { useFirstScreenFirst } = await import("./first-load-deferred");
  return (renderToString(<List useItems={useFirstScreenFirst} />).match(/<li>/g) ?? []).length;
}

describe("useFirstScreenFirst (decision 0066)", () => {
  it("draws every item on the page the visit begins on, as the server drew them", async () => {
    installFakeBrowser("https://corner.example/");
    expect(await firstDrawn()).toBe(10);
  });

  it("draws the first screen's items first on a page reached inside the app", async () => {
    installFakeBrowser("https://corner.example/critic/my-reviews");
    const { navigate } = await import("./router/history");
    navigate("/");
    expect(await firstDrawn()).toBe(3);
  });
});
