import { afterEach, describe, expect, it, vi } from "vitest";

type Paint = { url: string };

// A page as the browser has it: loading until `load` fires; idle callbacks run when asked to; the HTML
// preloads `covers`; the browser reports largest-contentful-paint entries when told to.
function fakePage(covers: string[] = []) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const observers: ((list: { getEntries(): Paint[] }) => void)[] = [];
  const document = {
    readyState: "loading",
    querySelectorAll: (selector: string) =>
      selector === "link[rel=preload][as=image]" ? covers.map((href) => ({ href })) : [],
  };
  vi.stubGlobal("document", document);
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      constructor(callback: (list: { getEntries(): Paint[] }, observer: unknown) => void) {
        observers.push((list) => callback(list, this));
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
    async paint(...entries: Paint[]) {
      for (const observer of observers) observer({ getEntries: () => entries });
      await settle();
    },
  };
}

const COVER = "http://localhost/api/podcasts/7/cover.svg";

/** A loaded page whose HTML preloads COVER, with the review form queued: `started` says when it ran. */
async function coverPage() {
  const page = fakePage([COVER]);
  const { inBackground } = await import("./background");
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
    const page = fakePage();
    const { inBackground } = await import("./background");
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
    const page = fakePage();
    const { inBackground } = await import("./background");
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
    const { page, started } = await coverPage();
    await page.idle();
    expect(started).toEqual([]); // loaded, but the cover is not on screen yet

    await page.paint({ url: "" }, { url: "http://localhost/api/podcasts/8/cover.svg" }); // text, another image
    await page.idle();
    expect(started).toEqual([]);

    await page.paint({ url: COVER });
    expect(started).toEqual([]); // then in an idle period
    await page.idle();
    expect(started).toEqual(["review form"]);
  });

  it("stop waiting for a cover that is never painted after 5 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const { page, started } = await coverPage();
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
