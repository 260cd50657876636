import "./styles.css";
import "./react-first"; // first: React DOM, then a turn of the event loop, then the app
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppLayout } from "./app/layout/app-layout";
import { nextTask } from "./then-a-task"; // the layout's modules above, the rest a task later
import "./app/routes";
import { loadDataLayer } from "./lib/data-layer";
import { DrawnPage } from "./lib/hydration";
import { findRoute, getLocation, prefetchHref, Router } from "./lib/router";
import { loadSession } from "./lib/session";
import { zodWithoutEval } from "./lib/zod-without-eval";

zodWithoutEval(); // before the forms' validation is loaded
// The app's modules have run (after React DOM's, a task later: react-first.ts): a mark for traces and tests.
performance.mark("cc:app-evaluated");

const container = document.getElementById("root")!;
const drawnByServer = container.firstElementChild !== null;

// A page the browser draws: its chunk starts at once. Its first data needs no request from here: the
// server's HTML preloads it for a visitor who may read it (http/first-paint.ts), and the page's queries take
// the preloaded answers. A drawn page's HTML preloads its chunk's files itself (http/after-paint.ts).
if (!drawnByServer) void prefetchHref(`${getLocation().pathname}${getLocation().search}`, "chunk");
void loadSession();

const app = (
  <StrictMode>
    <DrawnPage drawnByServer={drawnByServer}>
      <Router>
        <AppLayout />
      </Router>
    </DrawnPage>
  </StrictMode>
);

/** The browser draws the page itself: a first render as a transition, in slices (decision 0041). */
function drawInBrowser() {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

if (drawnByServer) {
  // The server drew the page (decision 0059) and it is painted (this script starts after the first paint,
  // decision 0062): hydrated once its chunk and the data layer are in, so that the first render draws
  // exactly what the server drew, as a transition, so that React yields to the browser every few
  // milliseconds instead of holding the page in one long task. A render that does not match is logged as
  // "[hydration]" (the browser suite fails on it). Their files downloaded together by the HTML's preloads,
  // the data layer and the page's chunk are run one per task (decision 0064): together they were one task
  // of 20-30 ms, four times that on a phone.
  void loadDataLayer()
    .then(nextTask)
    .then(() => findRoute(getLocation().pathname)?.route.load())
    .then(nextTask)
    .then(
      () =>
        startTransition(() => {
          hydrateRoot(container, app, {
            onRecoverableError: (error) => console.error("[hydration]", error),
          });
        }),
      // Offline, or a chunk replaced since the page was drawn: there is no page to hydrate, so the browser
      // draws it, and the page's error boundary offers Reload.
      drawInBrowser,
    );
} else {
  drawInBrowser();
}
