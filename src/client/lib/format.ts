import { format, isValid, parseISO } from "date-fns";

const toDate = (value: string | Date) => (typeof value === "string" ? parseISO(value) : value);

function safe(value: string | Date | null | undefined, pattern: string): string {
  if (!value) return "";
  const date = toDate(value);
  return isValid(date) ? format(date, pattern) : "";
}

/** "Jan 05, 2025": review and user lists. */
export const formatListDate = (value: string | Date | null | undefined) => safe(value, "MMM dd, yyyy");

/** "Jan 05, 2025 14:30": last login. */
export const formatDateTime = (value: string | Date | null | undefined) => safe(value, "MMM dd, yyyy HH:mm");

/** "Jan. 5, 2025": critic views. A date-only value (YYYY-MM-DD) is read as a calendar day, not UTC. */
export function formatCriticDate(value: string | null | undefined): string {
  if (!value) return "";
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(`${value}T00:00:00`) : parseISO(value);
  return isValid(day) ? `${format(day, "MMM")}. ${format(day, "d, yyyy")}` : "";
}

export const formatRating = (value: number | null | undefined) => (value == null ? "–" : value.toFixed(1));

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
