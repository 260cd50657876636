import type { ErrorBody } from "@shared/schemas/common";

/** A non-OK answer; `message` reads "<status>: <server message>" as the spec's error format says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
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

/** As apiRequest, with the answer's headers too (e.g. X-Total-Count of a paged list). */
export async function apiResponse<T>(
  method: string,
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<{ data: T; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  // Bodies are not logged: they may hold passwords.
  console.debug(`[api] ${method} ${url}`);
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    const parsed = parseBody(text) as Partial<ErrorBody> | undefined;
    const serverMessage = parsed?.message ?? (text || response.statusText);
    const error = new ApiError(
      response.status,
      `${response.status}: ${serverMessage}`,
      serverMessage,
      parsed?.errors,
      parsed,
    );
    console.debug(`[api] ${method} ${url} failed`, error.message);
    throw error;
  }
  if (!text) return { data: [] as T, headers: response.headers };
  try {
    const data = JSON.parse(text) as T;
    console.debug(`[api] ${method} ${url} answered ${response.status}`);
    return { data, headers: response.headers };
  } catch (error) {
    throw new Error(`Invalid JSON response: ${(error as Error).message}`);
  }
}

export const apiGet = <T>(url: string, init?: RequestInit) => apiRequest<T>("GET", url, undefined, init);

/** The message to show for any error thrown by a call. */
export const errorMessage = (error: unknown, fallback = "An unknown error occurred") =>
  error instanceof Error && error.message ? error.message : fallback;
