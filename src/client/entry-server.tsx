import { PassThrough } from "node:stream";
import type { SiteConfig } from "@shared/schemas/site";
import type { User } from "@shared/schemas/user";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { AppLayout } from "./app/layout/app-layout";
import { routes } from "./app/routes";
import { loadDataLayer } from "./lib/data-layer";
import { DrawnPage } from "./lib/hydration";
import { createQueryClient } from "./lib/query-client";
import { Router } from "./lib/router";
import { type PageHead, serverVisit, VisitProvider } from "./lib/visit";

/**
 * The app drawn on the server (decision 0059): the same tree the browser hydrates (main.tsx), for one
 * address, visitor and set of first-read answers. Built by `vite build --ssr` into dist/ssr; the server
 * imports it when it is there (src/server/http/server-render.ts).
 */
export interface RenderInput {
  /** The page's address: path and query. */
  url: string;
  user: User | null;
  site: SiteConfig;
  /** The page's first reads' answers, by API address (the same strings its queries request). */
  answers: Map<string, unknown>;
}

/** The page's HTML (what goes inside #root) and the head it asked for as it rendered (lib/visit.tsx). */
export interface RenderedPage {
  html: string;
  head: PageHead;
}

/** Loads every page's chunk and the data layer once, so that a render waits on nothing but the page. */
export async function prepare(): Promise<void> {
  await Promise.all([loadDataLayer(), ...routes.map((route) => route.load())]);
}

/**
 * The page's HTML (what goes inside #root). Everything about the visitor is in the render's own visit
 * (lib/visit.tsx: address, session, texts, answers, a new query cache), passed down in context, so any
 * number of renders run at the same time (decision 0083).
 */
export async function render({ url, user, site, answers }: RenderInput): Promise<RenderedPage> {
  const visit = serverVisit({ url, user, site, answers, queryClient: createQueryClient() });
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <VisitProvider visit={visit}>
          <DrawnPage drawnByServer>
            <Router>
              <AppLayout />
            </Router>
          </DrawnPage>
        </VisitProvider>
      </StrictMode>,
      // Every part in its place: no part sent after the rest with a script to move it (the page must read
      // without scripts, and the Content Security Policy allows no inline script).
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    // A part that failed would be drawn by the browser instead, with a recoverable error: the whole page is.
    if (errors.length > 0) throw errors[0];
    const chunks: Buffer[] = [];
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
    return {
      html: Buffer.concat(chunks).toString("utf8"),
      head: visit.head ?? { title: null, description: null },
    };
  } finally {
    visit.queryClient?.clear();
  }
}
