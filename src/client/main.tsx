import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppLayout } from "./app/layout/app-layout";
import "./app/routes";
import { getLocation, prefetchHref, Router } from "./lib/router";
import { loadSession } from "./lib/session";
import { zodWithoutEval } from "./lib/zod-without-eval";

zodWithoutEval(); // before the forms' validation is loaded

// The page's chunk and the session start at once, side by side (index.html preloads the session); the
// page's first data follows as soon as the session says the visitor may read it.
const here = () => `${getLocation().pathname}${getLocation().search}`;
void prefetchHref(here(), "chunk");
void loadSession().then(() => void prefetchHref(here(), "data"));

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
