import "./styles.css";
import "./react-first"; // first: React DOM, then a turn of the event loop, then the app
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppLayout } from "./app/layout/app-layout";
import "./app/routes";
import { loadDataLayer } from "./lib/data-layer";
import { DrawnPage } from "./lib/hydration";
import { findRoute, getLocation, prefetchHref, Router } from "./lib/router";
import { loadSession } from "./lib/session";
import { zodWithoutEval } from "./lib/zod-without-eval";

zodWithoutEval(); // before the forms' validation is loaded
// The app's modules have run (after React DOM's, a task later: react-first.ts): a mark for traces and tests.
performance.mark("cc:app-evaluated");

// The page's chunk starts at once. Its first data needs no request from here: the server's HTML preloads it
// for a visitor who may read it (http/first-paint.ts), and the page's queries take the preloaded answers.
void prefetchHref(`${getLocation().pathname}${getLocation().search}`, "chunk");
void loadSession();

const container = document.getElementById("root")!;
const drawnByServer = container.firstElementChild !== null;
const app = (
  <StrictMode>
    <DrawnPage drawnByServer={drawnByServer}>
      <Router>
        <AppLayout />
      </Router>
    </DrawnPage>
  </StrictMode>
);

if (drawnByServer) {
  // The server drew the page (decision 0059) and it is painted (this script starts after the first paint,
  // decision 0062): hydrated once its chunk and the data layer are in, so that the first render draws
  // exactly what the server drew, as a transition, so that React yields to the browser every few
  // milliseconds instead of holding the page in one long task. A render that does not match is logged as
  // "[hydration]" (the browser suite fails on it).
  void Promise.all([findRoute(getLocation().pathname)?.route.load(), loadDataLayer()])
    .catch(() => {}) // offline: the page's error boundary reports it
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error("[hydration]", error),
        });
      }),
    );
} else {
  // The first render as a transition: React renders it in slices of a few milliseconds instead of one
  // long task, so a phone stays responsive while the app starts (decision 0041).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
