import {
  ALREADY_REPORTED,
  OWN_REVIEW_REPORT,
  REPORT_THANKS,
  REPORTS_PER_HOUR,
  type ReportKind,
  type ReportReason,
  tooManyReportsMessage,
} from "@shared/schemas/moderation";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { badRequest, conflict, forbidden, tooManyRequests } from "../../lib/http-error";
import { waitText } from "../rate-limit";
import { findReviewTarget, type ReviewTarget, targetColumn } from "./targets";

export interface Report {
  kind: ReportKind;
  id: string;
  reason: ReportReason;
  note: string | null;
}

/**
 * At most REPORTS_PER_HOUR reports per account in any hour, counted from the reports themselves (an
 * index on reporter and time): refused with 429 and how long until the oldest of them is an hour old.
 */
async function assertUnderHourlyLimit(tx: Transaction, reporterId: number): Promise<void> {
  const result = await tx.execute<{ wait: number }>(sql`
    select ceil(extract(epoch from created_at + interval '1 hour' - now()))::int as wait
    from review_reports
    where reporter_id = ${reporterId} and created_at > now() - interval '1 hour'
    order by created_at desc
    offset ${REPORTS_PER_HOUR - 1} limit 1`);
  const row = result.rows[0];
  if (row) {
    const seconds = Math.max(1, Number(row.wait));
    throw tooManyRequests(tooManyReportsMessage(waitText(seconds)), seconds);
  }
}

const isOwnReview = (target: ReviewTarget, user: UserRow) =>
  target.kind === "review"
    ? target.authorId === user.id
    : user.criticName !== null && target.reviewer?.trim() === user.criticName;

/**
 * POST /api/reports: one report per account and review, and the review's case opened (or reopened after a
 * dismissal) in the same transaction. One account's reports are made one at a time (a lock per account),
 * so the hourly limit holds under concurrent requests; two accounts reporting the same review at once
 * both count (the case's upsert waits for the other).
 */
export async function submitReport(
  db: Database,
  user: UserRow,
  report: Report,
): Promise<{ message: string }> {
  if (user.status === "suspended") throw forbidden("Your account is suspended.");
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('review_reports'), ${user.id}::int)`);
    await assertUnderHourlyLimit(tx, user.id);
    const target = await findReviewTarget(tx, report.kind, report.id);
    if (isOwnReview(target, user)) throw badRequest(OWN_REVIEW_REPORT);
    const column = sql.identifier(targetColumn(report.kind));
    const inserted = await tx.execute(sql`
      insert into review_reports (${column}, reporter_id, reason, note)
      values (${target.rowId}, ${user.id}, ${report.reason}, ${report.note})
      on conflict do nothing
      returning id`);
    if (inserted.rows.length === 0) throw conflict(ALREADY_REPORTED);
    await tx.execute(sql`
      insert into moderation_cases (${column}, report_count, first_reported_at, last_reported_at)
      values (${target.rowId}, 1, now(), now())
      on conflict (${column}) do update set
        report_count = moderation_cases.report_count + 1,
        last_reported_at = excluded.last_reported_at,
        status = case when moderation_cases.status = 'dismissed' then 'open' else moderation_cases.status end`);
  });
  return { message: REPORT_THANKS };
}
