import { afterEach, describe, expect, it, vi } from "vitest";

/** A largest-contentful-paint entry: an image's address ("" for text), and whether it is in <main>. */
type Paint = { url: string; inMain?: boolean };

// A page as the browser has it: loading until `load` fires; idle callbacks run when asked to; the HTML
// preloads `covers`; the browser reports largest-contentful-paint entries when told to (`lcp`: whether it
// reports them at all).
function fakePage({ covers = [] as string[], lcp = true } = {}) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const observers: ((list: { getEntries(): Paint[] }) => void)[] = [];
  const document = {
    readyState: "loading",
    images: [] as { src: string; complete: boolean }[],
    querySelectorAll: (selector: string) =>
      selector === "link[rel=preload][as=image]" ? covers.map((href) => ({ href })) : [],
  };
  vi.stubGlobal("document", document);
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = lcp ? ["paint", "largest-contentful-paint"] : ["paint"];
      constructor(callback: (list: { getEntries(): unknown[] }, observer: unknown) => void) {
        const entry = ({ url, inMain }: Paint) => ({ url, element: { closest: () => (inMain ? {} : null) } });
        observers.push((list) => callback({ getEntries: () => list.getEntries().map(entry) }, this));
      }
      disconnect() {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "largest-contentful-paint", buffered: true });
      }
    },
  );
  vi.stubGlobal("window", {
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  });
  vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
  // Lets the module's promise chains run (microtasks only: the timers may be fake).
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return {
    async load() {
      document.readyState = "complete";
      for (const listener of listeners) listener();
      await settle();
    },
    async idle() {
      for (const work of idle.splice(0)) work();
      await settle();
    },
    /** The page's <img> elements now. */
    images(...images: { src: string; complete: boolean }[]) {
      document.images = images;
    },
    async paint(...entries: Paint[]) {
      for (const observer of observers) observer({ getEntries: () => entries });
      await settle();
    },
  };
}

const COVER = "http://localhost/api/podcasts/7/cover.svg";

/** A loaded page (whose HTML preloads `covers`), the review form queued: `started` says when it ran. */
async function loadedPage(covers: string[] = [COVER]) {
  const page = fakePage({ covers });
  const { inBackground } = await import("./later");
  const started: string[] = [];
  inBackground(async () => {
    started.push("review form");
  });
  await page.load();
  return { page, started };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("background loads", () => {
  it("wait for the page's load, then run one at a time, each in an idle period", async () => {
    const page = fakePage({ lcp: false }); // a browser that does not report what it paints
    const { inBackground } = await import("./later");
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        started.push(name);
        finish[name] = resolve;
      });
    inBackground(job("podcast page"));
    inBackground(job("review form"));
    await page.idle();
    expect(started).toEqual([]); // the page is still loading

    await page.load();
    expect(started).toEqual([]);
    await page.idle();
    expect(started).toEqual(["podcast page"]);
    await page.idle();
    expect(started).toEqual(["podcast page"]); // the first one has not arrived yet

    finish["podcast page"]!();
    await page.idle();
    await page.idle();
    expect(started).toEqual(["podcast page", "review form"]);
  });

  it("go on after a failed load", async () => {
    const page = fakePage({ lcp: false });
    const { inBackground } = await import("./later");
    const done: string[] = [];
    inBackground(() => Promise.reject(new Error("offline")));
    inBackground(async () => {
      done.push("second");
    });
    await page.load();
    await page.idle();
    await page.idle();
    await page.idle();
    expect(done).toEqual(["second"]);
  });

  it("on a page whose HTML preloads a cover, wait until the browser reports that cover painted", async () => {
    const { page, started } = await loadedPage();
    await page.idle();
    expect(started).toEqual([]); // loaded, but the cover is not on screen yet

    // The page's title, another image, while the cover is still on its way.
    page.images({ src: COVER, complete: false });
    await page.paint(
      { url: "", inMain: true },
      { url: "http://localhost/api/podcasts/8/cover.svg", inMain: true },
    );
    await page.idle();
    expect(started).toEqual([]);

    await page.paint({ url: COVER });
    expect(started).toEqual([]); // then in an idle period
    await page.idle();
    expect(started).toEqual(["review form"]);
  });

  it("on a page whose cover is in but smaller than its text, go on once that text is painted", async () => {
    const { page, started } = await loadedPage();
    page.images({ src: COVER, complete: true }); // a wide screen: the catalogue's intro is its largest paint
    await page.paint({ url: "", inMain: true });
    await page.idle();
    expect(started).toEqual(["review form"]);
  });

  it("on a page without a cover, wait until the browser reports something in <main> painted", async () => {
    const { page, started } = await loadedPage([]);
    await page.idle();
    expect(started).toEqual([]);

    await page.paint({ url: "" }); // the header: the app's frame, not the page yet
    await page.idle();
    expect(started).toEqual([]);

    await page.paint({ url: "", inMain: true }); // the sign-in card's heading
    await page.idle();
    expect(started).toEqual(["review form"]);
  });

  it("stop waiting for a cover that is never painted after 5 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const { page, started } = await loadedPage();
      await vi.advanceTimersByTimeAsync(4900);
      await page.idle();
      expect(started).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      await page.idle();
      expect(started).toEqual(["review form"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
