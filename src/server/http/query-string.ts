import { parse } from "node:querystring";

/**
 * The one reading of a query string for every route: an empty value (`?weeks=`, `?period=`) means the
 * parameter was not given, so it takes its default like an absent one; each route's schema then checks
 * what is left (numbers are plain decimal digits: `queryInt` in shared/schemas/common.ts). A repeated key
 * stays a list, which the schemas refuse.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const query = parse(text);
  const kept: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    kept[key] = value;
  }
  return kept;
}
