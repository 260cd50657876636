import { BOOT_ANSWERS_ID, BOOT_CONFIG_ID, BOOT_SESSION_ID } from "@shared/constants/boot";
import type { SiteConfig } from "@shared/schemas/site";
import type { SessionResponse, User } from "@shared/schemas/user";
import type { QueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, use } from "react";
import { bootData } from "./boot-data";
import type { Location } from "./router/history";
import { createStore } from "./store";

export type SessionState =
  | { status: "loading" }
  | { status: "ready"; user: User | null; at: number }
  | { status: "error"; error: Error; at: number };

type Store<T> = ReturnType<typeof createStore<T>>;

/**
 * Everything a render knows about its visitor (decision 0083): where they are, who they are, the
 * installation's texts, the answers the page was rendered with and the query cache. The server makes one
 * per request (entry-server.tsx) and passes it down in context, so renders for different visitors run at
 * the same time without sharing anything; the browser has one, the page's own (main.tsx), and provides it
 * the same way, so hydration reads the same values the server rendered with.
 */
export interface Visit {
  /** The server's address for this render; null in the browser, where the history says where we are. */
  location: Location | null;
  session: Store<SessionState>;
  /** null until GET /api/config answers, where the page holds no texts (Vite's development server). */
  site: Store<SiteConfig | null>;
  /** The page's first reads' answers by API address (decision 0059), each taken once (page-answers.ts). */
  answers: Map<string, unknown>;
  /** The render's own query cache on the server; in the browser the data layer's (query-client.ts). */
  queryClient: QueryClient | null;
  /**
   * On the server, the head the page asks for as it renders (use-document-title.ts, public-page-meta.ts),
   * which the server writes into the page's `<head>`, so that hydration changes nothing there; null in
   * the browser, where those hooks set the document's head themselves.
   */
  head: PageHead | null;
}

/** A page's own head: its full title and, for a public page, its description (null: the site's). */
export interface PageHead {
  title: string | null;
  description: string | null;
}

export interface ServerVisitInput {
  /** The page's address: path and query. */
  url: string;
  user: User | null;
  site: SiteConfig;
  answers: Map<string, unknown>;
  queryClient: QueryClient;
}

/** A server render's visit: nothing in it outlives the request. */
export function serverVisit({ url, user, site, answers, queryClient }: ServerVisitInput): Visit {
  const { pathname, search } = new URL(url, "http://server");
  return {
    location: { pathname, search, hash: "", state: null, key: "default" },
    session: createStore<SessionState>({ status: "ready", user, at: Date.now() }),
    site: createStore<SiteConfig | null>(site),
    answers: new Map(answers),
    queryClient,
    head: { title: null, description: null },
  };
}

let browser: Visit | undefined;

/**
 * The browser's visit, read from what the server wrote into the page (decision 0047): one per page load,
 * since a browser tab has one visitor. Code outside React (a mutation's callback, the router's prefetch)
 * reads it directly; it never runs on the server.
 */
export function browserVisit(): Visit {
  browser ??= {
    location: null,
    session: createStore<SessionState>(sessionFromPage()),
    site: createStore<SiteConfig | null>(bootData<SiteConfig>(BOOT_CONFIG_ID) ?? null),
    answers: new Map(Object.entries(bootData<Record<string, unknown>>(BOOT_ANSWERS_ID) ?? {})),
    queryClient: null,
    head: null,
  };
  return browser;
}

function sessionFromPage(): SessionState {
  const inPage = bootData<SessionResponse>(BOOT_SESSION_ID);
  return inPage ? { status: "ready", user: inPage.user, at: Date.now() } : { status: "loading" };
}

const VisitContext = createContext<Visit | null>(null);

/** The app's root provides its visit: the request's on the server, the page's in the browser. */
export function VisitProvider({ visit, children }: { visit: Visit; children: ReactNode }) {
  return <VisitContext value={visit}>{children}</VisitContext>;
}

/** The visit this render is for; outside a provider (a component's unit test) the browser's. */
export function useVisit(): Visit {
  return use(VisitContext) ?? browserVisit();
}
