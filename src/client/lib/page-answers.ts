import type { ApiUrl } from "@shared/api/api-url";
import type { ApiAnswer, ApiRoute } from "@shared/api/contract";
import { BOOT_ANSWERS_ID } from "@shared/constants/boot";
import { bootData } from "./boot-data";
import { takeArrived } from "./http";

/**
 * The answers a server-drawn page was drawn with, by API address (its first reads, decision 0059): the
 * server sets them for its render (entry-server.tsx), the browser reads them from the page. A query takes
 * its answer as its initial data, so the page hydrates with exactly what the server drew, without a request.
 * Each is taken once, and the rest are dropped when the visitor leaves the page (main.tsx): a query made
 * later (after a change, or on a later visit to the page) asks the API.
 */
let answers = new Map<string, unknown>(
  Object.entries(bootData<Record<string, unknown>>(BOOT_ANSWERS_ID) ?? {}),
);

/** Server rendering: the answers of the page being drawn. */
export function setPageAnswers(next: Map<string, unknown>): void {
  answers = next;
}

/**
 * The answer already in the browser for this address, once: the page's own, else one a link's hover (or
 * the navigation) prefetched that has arrived (lib/http.ts); undefined when there is none.
 */
export function takePageAnswer<T>(url: string): T | undefined {
  const answer = answers.get(url) as T | undefined;
  answers.delete(url);
  return answer ?? (takeArrived(url) as T | undefined);
}

/** The same for a list read a page at a time: its first page as the query's first page. */
export function firstPageFromPage<R extends ApiRoute>(
  url: ApiUrl<R>,
): { pages: ApiAnswer<R>[]; pageParams: number[] } | undefined {
  const first = takePageAnswer<ApiAnswer<R>>(url);
  return first === undefined ? undefined : { pages: [first], pageParams: [1] };
}
