/** Calendar arithmetic on YYYY-MM-DD days (no time zone: a day is a day). */

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The Monday of the ISO week the day is in (weeks start on Monday). */
export function weekStart(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The Mondays of the last `count` weeks, oldest first, the last one being the week of `today`. */
export function lastWeeks(today: string, count: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, i) => addDays(current, (i - count + 1) * 7));
}
