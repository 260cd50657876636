import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useBrowserValue, useDrawingFromServer } from "./hydration";
import { firstPageFromPage, setPageAnswers, takePageAnswer } from "./page-answers";

describe("the answers a page was drawn with (decision 0059)", () => {
  it("gives each answer once, by its exact address", () => {
    setPageAnswers(new Map<string, unknown>([["/api/critics?period=month", { items: [] }]]));
    expect(takePageAnswer("/api/critics?period=all")).toBeUndefined();
    expect(takePageAnswer("/api/critics?period=month")).toEqual({ items: [] });
    expect(takePageAnswer("/api/critics?period=month")).toBeUndefined();
  });

  it("gives a list read a page at a time its first page", () => {
    setPageAnswers(new Map<string, unknown>([["/api/podcasts/3/reviews?page=1&pageSize=10", [{ id: 1 }]]]));
    expect(firstPageFromPage("/api/podcasts/3/reviews?page=1&pageSize=10" as never)).toEqual({
      pages: [[{ id: 1 }]],
      pageParams: [1],
    });
    expect(firstPageFromPage("/api/podcasts/3/reviews?page=1&pageSize=10" as never)).toBeUndefined();
  });
});

function Probe() {
  const fromServer = useDrawingFromServer();
  const canShare = useBrowserValue(() => true, false);
  return <p>{`${fromServer} ${canShare}`}</p>;
}

describe("drawing as the server does", () => {
  it("says so on the server, and gives what only a browser knows as the server would", () => {
    expect(renderToString(<Probe />)).toBe("<p>true false</p>");
  });
});
