import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppLayout } from "./app/layout/app-layout";
import "./app/routes";
import { getLocation, prefetchHref, Router } from "./lib/router";
import { loadSession, onSession } from "./lib/session";
import { zodWithoutEval } from "./lib/zod-without-eval";

zodWithoutEval(); // before the forms' validation is loaded

// The page's chunk starts at once; its first data as soon as the session says the visitor may read it
// (the page holds the session, decision 0047): in the session's own listener, before React renders the
// page, so the page's queries take these answers instead of asking a second time.
const here = () => `${getLocation().pathname}${getLocation().search}`;
void prefetchHref(here(), "chunk");
const firstSession = onSession(() => {
  firstSession();
  void prefetchHref(here(), "data");
});
void loadSession();

// The first render as a transition: React renders it in slices of a few milliseconds instead of one long
// task, so a phone stays responsive while the app starts (decision 0041).
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Router>
        <AppLayout />
      </Router>
    </StrictMode>,
  ),
);
