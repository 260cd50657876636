import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppLayout } from "./app/layout/app-layout";
import "./app/routes";
import { getLocation, prefetchHref, Router } from "./lib/router";
import { loadSession } from "./lib/session";
import { zodWithoutEval } from "./lib/zod-without-eval";

zodWithoutEval(); // before the forms' validation is loaded

// The page's chunk starts at once. Its first data needs no request from here: the server's HTML preloads it
// for a visitor who may read it (http/first-paint.ts), and the page's queries take the preloaded answers.
void prefetchHref(`${getLocation().pathname}${getLocation().search}`, "chunk");
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
