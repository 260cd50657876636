// Critic review rules and texts without zod, so pages can use them without loading it (see
// src/client/lib/later.tsx); the schemas in ../schemas/critic.ts re-export them.
export const SYNC_STATUSES = ["pending", "delivered", "failed"] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const NO_CRITIC_NAME_MESSAGE = "You must have a critic name assigned to submit reviews.";
/** A critic whose account is not active (pending, suspended) keeps the name but none of its powers. */
export const INACTIVE_CRITIC_MESSAGE =
  "Your account is not active: critic features return when an administrator activates it.";
export const SELECT_PUBLICATION_MESSAGE = "Please select a publication";
export const REVIEW_SUBMITTED_MESSAGE = "Your review was submitted to the critic database.";
export const EARLIEST_REVIEW_DATE = "1900-01-01";
export const SNIPPET_MIN = 50;
export const SNIPPET_MAX = 500;
export const EDIT_SNIPPET_MIN = 10;

export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of a moment in the local time zone of whoever validates (browser or server). */
export function localDateString(moment: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The time zone where each day starts first (Kiribati's Line Islands, UTC+14). */
const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest review date accepted, by the browser and the server alike: today in UTC+14. A critic
 * anywhere on Earth may date a review with their own today (the form's default), whatever the zone
 * of the server or of anyone else's browser; a day after that is in the future for everyone.
 */
export function latestReviewDate(now: Date = new Date()): string {
  return new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** True when the string is a real calendar day written YYYY-MM-DD (no 2025-13-45, no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}
