import type { ApiUrl } from "@shared/api/api-url";
import type { ApiAnswer, ApiRoute } from "@shared/api/contract";

export { type ApiUrl, apiUrl } from "@shared/api/api-url";

import type { ErrorCode } from "@shared/constants/error-codes";
import type { ErrorBody } from "@shared/schemas/common";

/**
 * A non-OK answer; `message` reads "<status>: <server message>" as the spec's error format says. Code
 * branches on `code` (the envelope's stable name; undefined when something other than the app answered,
 * e.g. a proxy), never on the status or the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    message: string,
    readonly serverMessage: string,
    readonly errors: Record<string, string> | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every call of the client goes through here: JSON in and out, cookies always included. */
export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  return (await apiResponse<T>(method, url, body, init)).data;
}

interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

async function read(response: Response): Promise<Answer> {
  const { ok, status, statusText, headers } = response;
  return { ok, status, statusText, headers, text: await response.text() };
}

/**
 * GET answers requested ahead of need (a link hovered, a navigation started: see lib/router), each taken
 * once by the first apiGet of the same URL within PREFETCH_FRESH_MS. A taken answer stays on record until
 * then, so a second prefetch of the same URL (the navigation after the hover) does not ask again. Any write
 * forgets them all, so a read after a change never gets an answer from before it.
 */
const PREFETCH_FRESH_MS = 15_000;
interface Prefetched {
  at: number;
  answer: Promise<Answer>;
  /** The answer once it has arrived, and only if it is a success. */
  arrived?: Answer;
  taken?: boolean;
}
const prefetched = new Map<string, Prefetched>();

export function prefetchGet(url: string): void {
  const held = prefetched.get(url);
  if (held && Date.now() - held.at < PREFETCH_FRESH_MS) return;
  const answer = fetch(url, { credentials: "include" }).then(read);
  const entry: Prefetched = { at: Date.now(), answer };
  // Only a success is kept for the page: a refusal or a fault is asked again (a "Try again" must not get it).
  const forget = () => prefetched.get(url) === entry && prefetched.delete(url);
  answer.then((held) => {
    if (held.ok) entry.arrived = held;
    else forget();
  }, forget);
  prefetched.set(url, entry);
}

/** The prefetched answer for this URL, once, while fresh. */
function takeHeld(url: string): Prefetched | undefined {
  const held = prefetched.get(url);
  if (!held || held.taken || Date.now() - held.at >= PREFETCH_FRESH_MS) return undefined;
  held.taken = true;
  return held;
}

const takePrefetched = (url: string): Promise<Answer> | undefined => takeHeld(url)?.answer;

/**
 * A prefetched GET answer that has already arrived (a success with a JSON body), read at once, and taken
 * as apiGet would take it: a page's query starts with it as its data, so the page is drawn with its data in
 * its first render instead of a skeleton first and the data a task later (decision 0066).
 */
export function takeArrived(url: string): unknown {
  const text = prefetched.get(url)?.arrived?.text;
  if (!text || !takeHeld(url)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** As apiRequest, with the answer's headers too (e.g. X-Total-Count of a paged list). */
export async function apiResponse<T>(
  method: string,
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<{ data: T; headers: Headers }> {
  const headers = new Headers(init.headers);
  // A file goes as it is (its content type set by the caller); anything else as JSON.
  const file = body instanceof Blob;
  if (body !== undefined && !file) headers.set("Content-Type", "application/json");
  // Bodies are not logged: they may hold passwords.
  console.debug(`[api] ${method} ${url}`);
  const early = method === "GET" ? takePrefetched(url) : undefined;
  if (method !== "GET") prefetched.clear();
  const response =
    (await early?.catch(() => undefined)) ??
    (await read(
      await fetch(url, {
        ...init,
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : file ? body : JSON.stringify(body),
      }),
    ));
  const { text } = response;
  if (!response.ok) {
    const parsed = parseBody(text) as Partial<ErrorBody> | undefined;
    const serverMessage = parsed?.message ?? (text || response.statusText);
    const error = new ApiError(
      response.status,
      parsed?.code,
      `${response.status}: ${serverMessage}`,
      serverMessage,
      parsed?.errors,
      parsed,
    );
    console.debug(`[api] ${method} ${url} failed`, error.message);
    throw error;
  }
  // An empty answer (a 204) is undefined, never a made-up empty list.
  if (!text) return { data: undefined as T, headers: response.headers };
  try {
    const data = JSON.parse(text) as T;
    console.debug(`[api] ${method} ${url} answered ${response.status}`);
    return { data, headers: response.headers };
  } catch (error) {
    throw new Error(`Invalid JSON response: ${(error as Error).message}`);
  }
}

/** Reads an API address; the answer's type is its route's in the contract. */
export const apiGet = <R extends ApiRoute>(url: ApiUrl<R>, init?: RequestInit) =>
  apiRequest<ApiAnswer<R>>("GET", url, undefined, init);
