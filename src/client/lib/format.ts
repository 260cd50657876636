// Hand-rolled instead of date-fns: these three patterns are all the app needs, and the library cost every list page ~7 kB gzipped.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An ISO string or a Date; a date-only value (YYYY-MM-DD) is a calendar day in local time, as date-fns parseISO read it. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else {
    const day = DATE_ONLY.exec(value);
    if (day) {
      const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
      date = new Date(year, month, dayOfMonth);
      if (date.getMonth() !== month || date.getDate() !== dayOfMonth) return null;
    } else date = ISO_DATE_TIME.test(value) ? new Date(value) : new Date(Number.NaN);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const listDate = (d: Date) => `${MONTHS[d.getMonth()]} ${pad(d.getDate())}, ${pad(d.getFullYear(), 4)}`;

/** "Jan 05, 2025": review and user lists. */
export function formatListDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? listDate(date) : "";
}

/** "Jan 05, 2025 14:30": last login. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${listDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : "";
}

/** "Jan. 5, 2025": critic views. A date-only value (YYYY-MM-DD) is read as a calendar day, not UTC. */
export function formatCriticDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? `${MONTHS[date.getMonth()]}. ${date.getDate()}, ${pad(date.getFullYear(), 4)}` : "";
}

export const formatRating = (value: number | null | undefined) => (value == null ? "–" : value.toFixed(1));

// Counts are whole numbers, grouped by hand: Number#toLocaleString builds a formatter on each call, and even
// one Intl.NumberFormat costs its first user tens of milliseconds on a phone (loading the locale data), which
// was most of the script time of rendering a catalogue page (three counts a card).
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "12,345": counts everywhere in the app (en-US grouping). */
export const formatCount = (value: number) =>
  Number.isSafeInteger(value) ? String(value).replace(THOUSANDS, ",") : value.toLocaleString("en-US");

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
