// The critic programme's front door: applications and critic profiles. Plain values, no zod, so that the
// pages that only show them (home, the public critic page) do not load the validation library.

export { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE, type ApplicationStatus } from "./application-statuses";

export const APPLICATION_LIMITS = {
  publications: { min: 1, max: 5 },
  links: { min: 1, max: 3 },
  statement: { min: 50, max: 1000 },
  reason: { min: 10, max: 500 },
} as const;

/** After a decline, the account may apply again this many days after the decision (DECISIONS.md). */
export const REAPPLY_AFTER_DAYS = 30;
/** The dashboard's median time from application to decision looks at decisions of this many days. */
export const DECISION_MEDIAN_DAYS = 90;

export const PROFILE_LIMITS = { bio: 600, links: 3, label: 40 } as const;

/** The Atom feeds: the programme's and each critic's (beside their page). */
export const PROGRAMME_FEED_PATH = "/feed.xml";
export const criticFeedPath = (slug: string) => `/critics/${encodeURIComponent(slug)}/feed.xml`;
export const programmeFeedTitle = (brandName: string) => `${brandName}: new critic reviews`;

export const APPLICATION_NOT_FOUND = "No application found.";
export const CRITIC_NAME_TAKEN_MESSAGE = "This critic name is already taken. Please choose another.";

/** The day (UTC, YYYY-MM-DD) from which a declined account may apply again. */
export function reapplyDay(decidedAt: string): string {
  const day = new Date(decidedAt);
  day.setUTCDate(day.getUTCDate() + REAPPLY_AFTER_DAYS);
  return day.toISOString().slice(0, 10);
}

/** Past APPLICATIONS_PER_MONTH: how many, and the day (YYYY-MM-DD) from which the account may apply again. */
export const tooManyApplicationsMessage = (perMonth: number, day: string) =>
  `You have applied ${perMonth} ${perMonth === 1 ? "time" : "times"} in the last ${REAPPLY_AFTER_DAYS} days, the most an account may. You can apply again from ${formatDay(day)}.`;

/** Whether an account declined at `decidedAt` may apply again on `now`'s day (UTC): from reapplyDay on. */
export const mayReapply = (decidedAt: string, now: Date) =>
  now.toISOString().slice(0, 10) >= reapplyDay(decidedAt);

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "Nov. 27, 2026" (the critic views' format, DECISIONS.md) from YYYY-MM-DD or an ISO instant, whose UTC
 * day it is: read from the text, so the server, the e-mails and the browser print the same day.
 */
export function formatDay(value: string): string {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number);
  return `${MONTHS[month! - 1]!.slice(0, 3)}. ${day}, ${year}`;
}

/** "November 2026" from YYYY-MM (a critic page's reviewingSince). */
export function formatMonth(value: string): string {
  const [year, month] = value.split("-").map(Number);
  return `${MONTHS[month! - 1]} ${year}`;
}
