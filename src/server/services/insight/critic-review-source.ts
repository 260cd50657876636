import { type SQL, sql } from "drizzle-orm";
import { addDays } from "./calendar";

/**
 * Accepted submissions still waiting for delivery, one row each (reviewer, rating, review date, submission
 * time as `submitted_at`): they count as critic reviews beside the local copy of the critic database
 * (`critic_reviews`, read from its roll-ups and tallies), as in the critics' own counts. A failed delivery
 * does not count until it is retried. `submitted_at` is when a review entered the critic database (its
 * submission's time, or an Airtable record's created time): what activity, trends and the leaderboard's
 * month count by.
 */
export const waitingSubmissions = sql`(
  select s.reviewer, s.rating, s.date, s.created_at as submitted_at from critic_review_submissions s
  where s.status = 'pending'
    and not exists (select 1 from critic_reviews d where d.submission_id = s.submission_id)
)`;

/** "The last 30 days" everywhere (DECISIONS.md): the 30 calendar days ending today, today included. */
export const LAST_DAYS = 30;

/** The first day of the last 30 days that end on `today` (YYYY-MM-DD in the time zone). */
export const lastDaysStart = (today: string) => addDays(today, -(LAST_DAYS - 1));

/** Midnight at the start of `day` in the time zone, as an instant (so indexes on the time apply). */
export const startOfDay = (day: string, timeZone: string): SQL =>
  sql`(${day}::timestamp at time zone ${timeZone})`;

/** The calendar day of an instant in the time zone. */
export const dayIn = (column: SQL, timeZone: string): SQL => sql`(${column} at time zone ${timeZone})::date`;
