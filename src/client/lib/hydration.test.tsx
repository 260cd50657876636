import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DrawnPage, useBrowserValue, useDrawingFromServer } from "./hydration";

function Probe() {
  const fromServer = useDrawingFromServer();
  const canShare = useBrowserValue(() => true, false);
  return <p>{`${fromServer} ${canShare}`}</p>;
}

describe("drawing as the server does (decisions 0059 and 0069)", () => {
  it("says so on the server, and gives what only a browser knows as the server would", () => {
    expect(renderToString(<Probe />)).toBe("<p>true false</p>");
    expect(renderToString(<DrawnPage drawnByServer>{<Probe />}</DrawnPage>)).toBe("<p>true false</p>");
  });

  it("draws as the browser when the page was not drawn by the server", () => {
    expect(renderToString(<DrawnPage drawnByServer={false}>{<Probe />}</DrawnPage>)).toBe(
      "<p>false true</p>",
    );
  });
});
