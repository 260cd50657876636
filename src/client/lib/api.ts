// The pages' side of the API client: calls by route, paged reads and the messages of a refused call. Apart
// from http.ts, whose reads the first page (session, site texts) makes, so these load with the pages.

import { type ApiParams, type ApiUrl, apiUrl, type Query } from "@shared/api/api-url";
import type { ApiAnswer, ApiRoute } from "@shared/api/contract";
import type { ErrorCode } from "@shared/constants/error-codes";
import { ApiError, apiRequest, apiResponse } from "./http";

/** As apiGet, with the answer's headers too (e.g. X-Total-Count of a paged list). */
export const apiGetWithHeaders = <R extends ApiRoute>(url: ApiUrl<R>) =>
  apiResponse<ApiAnswer<R>>("GET", url);

/**
 * Calls a route of the contract with its path parameters, query and body (JSON, or a file as it is);
 * typed with the route's answer.
 */
export function apiCall<R extends ApiRoute>(
  route: R,
  options: { params?: ApiParams<R>; query?: Query; body?: unknown; init?: RequestInit } = {},
): Promise<ApiAnswer<R>> {
  const method = route.slice(0, route.indexOf(" "));
  const url = apiUrl(route, options.params, options.query);
  return apiRequest<ApiAnswer<R>>(method, url, options.body, options.init);
}

/** The server's own message for a refused call (no status code), else a generic one: for toasts. */
export const serverMessage = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : "An error occurred. Please try again.";

/** The message to show for any error thrown by a call. */
export const errorMessage = (error: unknown, fallback = "An unknown error occurred") =>
  error instanceof Error && error.message ? error.message : fallback;

/** Codes of a fault on our side or in a service we depend on: their message says nothing about the request. */
const FAULTS: ReadonlySet<ErrorCode | undefined> = new Set([
  undefined,
  "internal_error",
  "upstream_refused",
  "service_unavailable",
]);

/** The server refused the request for a reason its message explains (a rule, a field, a permission). */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && !FAULTS.has(error.code);

/** The call failed with this code. */
export const hasCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;
