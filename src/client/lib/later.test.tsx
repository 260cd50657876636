import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { later, laterComponent } from "./later";

// These renders stand for the browser's own (after hydration) unless a test says it draws as the server.
const drawing = vi.hoisted(() => ({ fromServer: false }));
vi.mock("./hydration", () => ({ useDrawingFromServer: () => drawing.fromServer }));

const html = async (node: React.ReactNode) => {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
};

describe("laterComponent", () => {
  it("does not fetch until asked, then renders the fetched component", async () => {
    let fetches = 0;
    const Greeting = laterComponent(async () => {
      fetches++;
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    expect(fetches).toBe(0);
    // Before the code is there, a synchronous render shows nothing in its place (its own boundary).
    expect(renderToString(<Greeting name="Ada" />)).not.toContain("Hello");
    // A render that waits gets the component.
    expect(await html(<Greeting name="Ada" />)).toContain("Hello <!-- -->Ada");
    expect(fetches).toBe(1);
  });

  it("renders synchronously once preloaded, so opening a form looks as when it was bundled", async () => {
    let fetches = 0;
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Form = laterComponent(async () => {
      fetches++;
      await arrived;
      return () => <form aria-label="Edit" />;
    });
    Form.preload();
    Form.preload();
    arrive();
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(<Form />)).toBe('<form aria-label="Edit"></form>');
    expect(fetches).toBe(1);
  });

  it("draws its fallback on the server even once preloaded, as hydration will (decision 0059)", async () => {
    const Panel = laterComponent(async () => () => <aside>panel</aside>, { fallback: <p>wait</p> });
    Panel.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    drawing.fromServer = true;
    try {
      expect(await html(<Panel />)).toBe("<p>wait</p>");
    } finally {
      drawing.fromServer = false;
    }
    expect(renderToString(<Panel />)).toBe("<aside>panel</aside>");
  });

  it("tries again after a failed fetch", async () => {
    let attempts = 0;
    const Flaky = laterComponent(async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return () => <span>ok</span>;
    });
    Flaky.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    Flaky.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(2);
    expect(renderToString(<Flaky />)).toBe("<span>ok</span>");
  });
});

describe("later", () => {
  it("starts the load once, keeps its value, and tries again after a failure", async () => {
    let calls = 0;
    const once = later(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return "code";
    });
    expect(once.started).toBe(false);
    await expect(once.get()).rejects.toThrow("offline");
    expect(once.started).toBe(false);
    expect(once.value).toBeNull();
    const [a, b] = [once.get(), once.get()];
    expect(await a).toBe("code");
    expect(await b).toBe("code");
    expect(calls).toBe(2);
    expect(once.value).toBe("code");
    expect(once.started).toBe(true);
  });
});
