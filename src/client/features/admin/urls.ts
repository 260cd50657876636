// API addresses of admin pages' first reads, shared by their queries and by the route table (no query
// library here: the route table is part of the first page).

export const UNLINKED_REVIEWS_PAGE_SIZE = 25;
export const UNLINKED_REVIEWS_PATH = "/api/admin/critic-reviews/unlinked";

/** The page number in a page's `?page=` (1 when missing or not a number). */
export const pageParam = (search: URLSearchParams) =>
  Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);

export const unlinkedReviewsUrl = (page: number) =>
  `${UNLINKED_REVIEWS_PATH}?page=${page}&pageSize=${UNLINKED_REVIEWS_PAGE_SIZE}`;
