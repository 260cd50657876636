import type { ApiUrl } from "@shared/api/api-url";
import type { ApiAnswer, ApiRoute } from "@shared/api/contract";
import { isRefusedAnswer } from "@shared/api/refused-answer";
import { type ApiError, apiError, takeArrived } from "./http";
import { useVisit } from "./visit";

/**
 * The answers a server-rendered page was rendered with, by API address (its first reads, decision 0059):
 * the visit's (visit.tsx), the request's on the server and the page's in the browser. A query takes its
 * answer as its initial data, so the page hydrates with exactly what the server rendered, without a
 * request. Each is taken once: a query made later (after a change, or on a later visit to the page) asks
 * the API.
 */
export interface PageAnswers {
  /**
   * The answer already here for this address, once: the page's own, else (in the browser) one a link's
   * hover or the navigation prefetched that has arrived (lib/http.ts); undefined when there is none.
   */
  take<T>(url: string): T | undefined;
  /**
   * A refusal the server rendered the page with (a record not found, decision 0083), once, as the error
   * the API would answer; undefined when there is none.
   */
  refusal(url: string): ApiError | undefined;
  /** The same for a list read a page at a time: its first page as the query's first page. */
  firstPage<R extends ApiRoute>(url: ApiUrl<R>): { pages: ApiAnswer<R>[]; pageParams: number[] } | undefined;
}

export function pageAnswers(answers: Map<string, unknown>): PageAnswers {
  const take = <T>(url: string): T | undefined => {
    const answer = answers.get(url);
    if (isRefusedAnswer(answer)) return undefined;
    answers.delete(url);
    return (answer as T | undefined) ?? (takeArrived(url) as T | undefined);
  };
  return {
    take,
    refusal: (url) => {
      const answer = answers.get(url);
      if (!isRefusedAnswer(answer)) return undefined;
      answers.delete(url);
      return apiError(answer.refused.status, answer.refused.body);
    },
    firstPage: <R extends ApiRoute>(url: ApiUrl<R>) => {
      const first = take<ApiAnswer<R>>(url);
      return first === undefined ? undefined : { pages: [first], pageParams: [1] };
    },
  };
}

/** One reader per render's answers: hooks in every query ask for it on every render. */
const readers = new WeakMap<Map<string, unknown>, PageAnswers>();

/** The answers of the page this render is for. */
export function usePageAnswers(): PageAnswers {
  const { answers } = useVisit();
  const known = readers.get(answers);
  if (known) return known;
  const reader = pageAnswers(answers);
  readers.set(answers, reader);
  return reader;
}
