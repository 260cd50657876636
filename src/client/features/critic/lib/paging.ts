export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * Page buttons: every page up to 7 pages; beyond that the first and last page, the current one with its
 * neighbours, and an ellipsis for each gap (always 7 items, so the bar does not jump around).
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, "ellipsis-end", total];
  if (current >= total - 3) return [1, "ellipsis-start", total - 4, total - 3, total - 2, total - 1, total];
  return [1, "ellipsis-start", current - 1, current, current + 1, "ellipsis-end", total];
}

export const pageCount = (items: number, perPage: number) => Math.max(1, Math.ceil(items / perPage));
