import {
  ALREADY_REPORTED,
  OWN_REVIEW_REPORT,
  REPORT_ACTIVE_ONLY,
  REPORT_HIDDEN_REVIEW,
  REPORT_THANKS,
  REPORTED_REVIEW_NOT_FOUND,
  type ReportKind,
  type ReportReason,
  tooManyReportsMessage,
} from "@shared/schemas/moderation";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { forbidden, notFound, refuse, tooManyRequests } from "../../lib/http-error";
import { waitText } from "../rate-limit";
import { findReviewTarget, type ReviewTarget, targetColumn } from "./targets";

export interface Report {
  kind: ReportKind;
  id: string;
  reason: ReportReason;
  note: string | null;
}

/**
 * At most REPORTS_PER_DAY reports per account in any 24 hours, counted from the reports themselves (an
 * index on reporter and time): refused with 429 and how long until the oldest of them is a day old.
 */
async function assertUnderDailyLimit(tx: Transaction, reporterId: number, perDay: number): Promise<void> {
  const result = await tx.execute<{ wait: number }>(sql`
    select ceil(extract(epoch from created_at + interval '1 day' - now()))::int as wait
    from review_reports
    where reporter_id = ${reporterId} and created_at > now() - interval '1 day'
    order by created_at desc
    offset ${perDay - 1} limit 1`);
  const row = result.rows[0];
  if (row) {
    const seconds = Math.max(1, Number(row.wait));
    throw tooManyRequests(tooManyReportsMessage(perDay, waitText(seconds)), seconds);
  }
}

/**
 * Whether the critic review's critic is suspended: their reviews are shown nowhere while suspended, so they
 * cannot be reported either (as if not there).
 */
async function byASuspendedCritic(tx: Transaction, target: ReviewTarget): Promise<boolean> {
  if (target.kind !== "critic-review" || target.reviewer === null) return false;
  const result = await tx.execute(sql`
    select 1 from users where critic_name = ${target.reviewer} and status = 'suspended' limit 1`);
  return result.rows.length > 0;
}

const isOwnReview = (target: ReviewTarget, user: UserRow) =>
  target.kind === "review"
    ? target.authorId === user.id
    : user.criticName !== null && target.reviewer?.trim() === user.criticName;

/**
 * POST /api/reports: an active account's report, one per account and review, and the review's case opened
 * (or reopened after a dismissal) in the same transaction. A review already hidden, or a suspended critic's,
 * takes no report. One account's reports are made one at a time (a lock per account), so the daily limit
 * holds under concurrent requests; two accounts reporting the same review at once both count (the case's
 * upsert waits for the other). The case's `report_count` is its number of reporters, kept by a trigger on
 * `review_reports` (migration 0026), so a deleted reporter no longer counts.
 */
export async function submitReport(
  db: Database,
  user: UserRow,
  report: Report,
  perDay: number,
): Promise<{ message: string }> {
  if (user.status !== "active") throw forbidden(REPORT_ACTIVE_ONLY, "account_not_active");
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('review_reports'), ${user.id}::int)`);
    await assertUnderDailyLimit(tx, user.id, perDay);
    const target = await findReviewTarget(tx, report.kind, report.id);
    if (isOwnReview(target, user)) throw refuse("own_review", OWN_REVIEW_REPORT);
    if (await byASuspendedCritic(tx, target)) throw notFound(REPORTED_REVIEW_NOT_FOUND);
    if (target.hiddenAt) throw refuse("review_already_hidden", REPORT_HIDDEN_REVIEW);
    const column = sql.identifier(targetColumn(report.kind));
    await tx.execute(sql`
      insert into moderation_cases (${column}, report_count, first_reported_at, last_reported_at)
      values (${target.rowId}, 0, now(), now())
      on conflict (${column}) do update set
        last_reported_at = excluded.last_reported_at,
        status = case when moderation_cases.status = 'dismissed' then 'open' else moderation_cases.status end`);
    const inserted = await tx.execute(sql`
      insert into review_reports (${column}, reporter_id, reason, note)
      values (${target.rowId}, ${user.id}, ${report.reason}, ${report.note})
      on conflict do nothing
      returning id`);
    if (inserted.rows.length === 0) throw refuse("already_reported", ALREADY_REPORTED);
  });
  return { message: REPORT_THANKS };
}
