import { afterEach, describe, expect, it } from "vitest";
import { bootData } from "./boot-data";

// The unit suite runs without a DOM: a page is a stand-in document with the elements it holds.
const page = (elements: Record<string, string>) => {
  (globalThis as { document?: unknown }).document = {
    getElementById: (id: string) => (id in elements ? { textContent: elements[id] } : null),
  };
};
afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe("bootData", () => {
  it("reads the JSON the server wrote into the page", () => {
    page({ "cc-session": '{"user":{"id":3,"name":"\\u003c/script\\u003e"}}' });
    expect(bootData("cc-session")).toEqual({ user: { id: 3, name: "</script>" } });
  });

  it("is undefined, so the app asks the API, without the element or with broken JSON", () => {
    page({ "cc-session": "{not json", "cc-config": "" });
    expect(bootData("cc-session")).toBeUndefined();
    expect(bootData("cc-config")).toBeUndefined();
    expect(bootData("cc-other")).toBeUndefined();
  });
});
