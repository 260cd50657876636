import { afterEach, describe, expect, it, vi } from "vitest";

// A page as the browser has it: loading until `load` fires; idle callbacks run when asked to.
function fakePage() {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const document = { readyState: "loading" };
  vi.stubGlobal("document", document);
  vi.stubGlobal("window", {
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  });
  vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
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
  };
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
});
