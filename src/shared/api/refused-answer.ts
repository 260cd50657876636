/**
 * A first read the API refused as not found, as the server writes it among a page's answers (decision
 * 0083): the page is rendered with its not-found state, and the browser takes the refusal as the query's
 * error instead of asking again.
 */
export interface RefusedAnswer {
  refused: { status: 404; body: unknown };
}

export const refusedAnswer = (body: unknown): RefusedAnswer => ({ refused: { status: 404, body } });

export const isRefusedAnswer = (value: unknown): value is RefusedAnswer =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).length === 1 &&
  "refused" in value &&
  (value as RefusedAnswer).refused?.status === 404;
