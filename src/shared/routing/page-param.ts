// Read by the client's lists and by the first reads both the client and the server request (first-reads.ts).

/** A page number from `?page=` (1 for anything that is not a whole number from 1 to 100,000). */
export function pageParam(search: string | URLSearchParams): number {
  const page = Number(new URLSearchParams(search).get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
