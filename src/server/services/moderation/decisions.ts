import { paths } from "@shared/routing/page-paths";
import {
  DISMISS_HIDDEN,
  type ModerationAction,
  NOT_REPORTED,
  REPORT_REASON_LABELS,
  RESTORE_NOT_HIDDEN,
  type ReportItem,
  type ReportKind,
  type ReportReason,
  type ReportStatus,
  SPOILER_AUDIENCE_ONLY,
} from "@shared/schemas/moderation";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Transaction } from "../../db/client";
import { criticReviews, podcasts, reviews, users } from "../../db/schema";
import { notifyPublicChange } from "../../db/change-feed";
import { notFound, refuse } from "../../lib/http-error";
import { adminTransaction } from "../admin/admin-transaction";
import { recordAudit } from "../admin/audit";
import { emailAccount } from "../mail/mail-service";
import { reviewHiddenEmail } from "../mail/templates";
import { adjustCatalogueCounts, applyRatingChange } from "../podcasts/aggregates";
import { reportItem } from "./queue";
import { findReviewTarget, type ReviewTarget, targetColumn } from "./targets";

export interface Decision {
  action: ModerationAction;
  note: string | null;
}

/**
 * What each decision leaves: whether the review is hidden, and the case's status. `status` is `hidden`
 * exactly while the review is hidden. Restore and mark-spoiler show the review again and close the case as
 * dismissed (its reports were seen and the review stays, behind a spoiler notice for the latter).
 */
const OUTCOME: Record<ModerationAction, { hidden: boolean; status: ReportStatus }> = {
  hide: { hidden: true, status: "hidden" },
  dismiss: { hidden: false, status: "dismissed" },
  restore: { hidden: false, status: "dismissed" },
  "mark-spoiler": { hidden: false, status: "dismissed" },
};

const AUDIT_ACTION = {
  hide: "report.hide",
  dismiss: "report.dismiss",
  restore: "report.restore",
  "mark-spoiler": "report.mark_spoiler",
} as const;

/**
 * Takes a hidden audience review out of its podcast's figures (average, count, distribution, sorts) and
 * the catalogue's totals, or puts it back, in the caller's transaction; the review's row is already locked,
 * so the order is the other writes' (review, podcast, totals).
 */
async function moveAudienceFigures(tx: Transaction, target: ReviewTarget, hidden: boolean): Promise<void> {
  const rating = target.rating!;
  const category = await applyRatingChange(
    tx,
    target.podcastId!,
    hidden ? { remove: rating } : { add: rating },
  );
  if (category) await adjustCatalogueCounts(tx, category, { reviews: hidden ? -1 : 1 });
}

async function setHidden(tx: Transaction, target: ReviewTarget, hidden: boolean): Promise<void> {
  const hiddenAt = hidden ? new Date() : null;
  if (target.kind === "review") {
    await tx.update(reviews).set({ hiddenAt }).where(eq(reviews.id, target.rowId));
    await moveAudienceFigures(tx, target, hidden);
  } else {
    // The critics' score and lists follow critic_reviews.hidden_at (the score rules read it).
    await tx.update(criticReviews).set({ hiddenAt }).where(eq(criticReviews.id, target.rowId));
  }
}

/** The account that wrote the review (a critic review: the account holding its critic name), if any. */
async function authorOf(tx: Transaction, target: ReviewTarget) {
  const [author] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      target.kind === "review" ? eq(users.id, target.authorId!) : eq(users.criticName, target.reviewer!),
    );
  return author;
}

/** The reasons of the review's reports, the most given first. */
async function reasonsOf(tx: Transaction, target: ReviewTarget): Promise<string[]> {
  const result = await tx.execute<{ reason: ReportReason }>(sql`
    select reason from review_reports where ${sql.identifier(targetColumn(target.kind))} = ${target.rowId}
    group by reason order by count(*) desc, reason`);
  return result.rows.map((row) => REPORT_REASON_LABELS[row.reason] ?? row.reason);
}

async function emailAuthor(ctx: AppContext, tx: Transaction, target: ReviewTarget, note: string | null) {
  const author = await authorOf(tx, target);
  if (!author?.email) return;
  const [podcast] = target.podcastId
    ? await tx.select({ title: podcasts.title }).from(podcasts).where(eq(podcasts.id, target.podcastId))
    : [];
  const link = target.kind === "review" ? paths.podcast(target.podcastId!) : paths.criticReviews;
  await emailAccount(
    tx,
    "review-hidden",
    author,
    reviewHiddenEmail(ctx.config.site.brandName, {
      podcastTitle: podcast?.title ?? null,
      reasons: await reasonsOf(tx, target),
      note,
      link: `${ctx.config.appUrl}${link}`,
    }),
  );
}

/**
 * PUT /api/admin/reports/:kind/:id: an administrator's decision on a reported review, in one serialised
 * administrative transaction with its audit entry, the figures it moves and the author's e-mail (on hide).
 * Deciding again is allowed (hide a dismissed review, restore a hidden one); a figure moves only when the
 * review's visibility changes, so nothing is counted twice.
 */
export async function decideReport(
  ctx: AppContext,
  actorId: number,
  kind: ReportKind,
  id: string,
  decision: Decision,
): Promise<ReportItem> {
  const item = await adminTransaction(ctx, actorId, async (tx, actor) => {
    const target = await findReviewTarget(tx, kind, id, true);
    const found = await tx.execute<{ id: number; status: ReportStatus }>(sql`
      select id, status from moderation_cases
      where ${sql.identifier(targetColumn(kind))} = ${target.rowId} for update`);
    const current = found.rows[0];
    if (!current) throw notFound(NOT_REPORTED);
    const { action, note } = decision;
    if (action === "mark-spoiler" && kind !== "review")
      throw refuse("not_an_audience_review", SPOILER_AUDIENCE_ONLY);
    const wasHidden = target.hiddenAt !== null;
    if (action === "dismiss" && wasHidden) throw refuse("review_still_hidden", DISMISS_HIDDEN);
    // Nothing to restore: no decision, no audit entry whose before and after are the same.
    if (action === "restore" && !wasHidden) throw refuse("review_not_hidden", RESTORE_NOT_HIDDEN);

    const outcome = OUTCOME[action];
    // A review its author deleted while it was hidden (issue 48 item 7) goes, as they asked, once a
    // moderator lets it out of hiding: it is not shown again, and no longer holds its place.
    const release = !outcome.hidden && target.withdrawnAt !== null;
    if (outcome.hidden !== wasHidden && !release) await setHidden(tx, target, outcome.hidden);
    if (action === "mark-spoiler" && !release)
      await tx
        .update(reviews)
        .set({ containsSpoilers: true, spoilersMarkedByModerator: true })
        .where(eq(reviews.id, target.rowId));
    await tx.execute(sql`
      update moderation_cases set status = ${outcome.status}, decided_at = now(), decided_by = ${actor.id},
        note = ${note}
      where id = ${current.id}`);
    if (outcome.hidden && !wasHidden) await emailAuthor(ctx, tx, target, note);
    // Public answers kept in memory (critic pages, the leaderboard) are dropped on every instance.
    if (outcome.hidden !== wasHidden && !release) await notifyPublicChange(tx);

    const decided = await reportItem(tx, current.id);
    // (Its case and reports go with it; the item above is the decision's answer.)
    if (release) await tx.delete(reviews).where(eq(reviews.id, target.rowId));
    await recordAudit(tx, actor, {
      action: AUDIT_ACTION[action],
      targetType: kind === "review" ? "review" : "critic_review",
      targetId: target.apiId,
      targetLabel: `${decided.authorName}: ${decided.podcastTitle}`,
      before: { status: current.status, hidden: wasHidden },
      after: {
        status: outcome.status,
        hidden: outcome.hidden,
        ...(release ? { deleted: "withdrawn by its author" } : {}),
        ...(note ? { note } : {}),
      },
    });
    return decided;
  });
  ctx.publicCache.clear();
  ctx.worker.wake();
  return item;
}
