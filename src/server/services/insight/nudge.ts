import { NUDGE_INTERVAL_DAYS } from "@shared/constants/insight";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { auditEvents, users } from "../../db/schema";
import { notFound, refuse, tooManyRequests } from "../../lib/http-error";
import { adminTransaction } from "../admin/admin-transaction";
import { recordAudit } from "../admin/audit";
import { askCriticDb } from "../critic/critic-db-failures";
import { emailAccount } from "../mail/mail-service";
import { nudgeEmail } from "../mail/templates";
import { criticActivity } from "./critic-activity";
import { NUDGE_MS, nudgeAction } from "./nudge-log";

export const UNKNOWN_CRITIC = "This critic name does not exist in the critic database.";
export const NO_ACCOUNT = "No account holds this critic name, so there is nobody to nudge.";
export const NO_EMAIL = "The critic's account has no e-mail address. Add one on the Users page first.";
export const SUSPENDED = "The critic's account is suspended.";

function waitMessage(last: Date, now: Date): { message: string; seconds: number } {
  const next = new Date(last.getTime() + NUDGE_MS);
  const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
  const days = Math.ceil(seconds / 86_400);
  return {
    message: `This critic was nudged less than ${NUDGE_INTERVAL_DAYS} days ago. You can nudge them again in ${days} ${days === 1 ? "day" : "days"}.`,
    seconds,
  };
}

/**
 * E-mails the critic holding this name a short nudge with their title and review count, at most once per
 * 7 days per critic (across all administrators: the check and the audit entry that records the nudge are
 * in one serialised administrative transaction).
 */
export async function nudgeCritic(
  ctx: AppContext,
  actorId: number,
  criticName: string,
): Promise<{ message: string; nudgedAt: string }> {
  const record = await askCriticDb(() => ctx.criticDb.findCriticName(criticName.trim()));
  if (!record) throw notFound(UNKNOWN_CRITIC);
  const activity = (await criticActivity(ctx.db, ctx.config.timeZone))(record.name);

  const now = new Date();
  const result = await adminTransaction(ctx, actorId, async (tx, actor) => {
    const [holder] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.criticName}) = lower(${record.name})`);
    if (!holder) throw refuse("critic_has_no_account", NO_ACCOUNT);
    if (holder.status === "suspended") throw refuse("critic_account_suspended", SUSPENDED);
    if (!holder.email) throw refuse("critic_has_no_email", NO_EMAIL);
    const [last] = await tx
      .select({ at: auditEvents.createdAt })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, nudgeAction),
          sql`lower(${auditEvents.targetLabel}) = lower(${record.name})`,
          gt(auditEvents.createdAt, new Date(now.getTime() - NUDGE_MS)),
        ),
      )
      .orderBy(desc(auditEvents.id))
      .limit(1);
    if (last) {
      const wait = waitMessage(last.at, now);
      throw tooManyRequests(wait.message, wait.seconds);
    }
    await emailAccount(
      tx,
      "nudge",
      holder,
      nudgeEmail(ctx.config.site.brandName, activity, `${ctx.config.appUrl}/critic/add-review`),
    );
    await recordAudit(tx, actor, {
      action: nudgeAction,
      targetType: "critic",
      targetId: record.id,
      targetLabel: record.name,
      after: {
        to: holder.username,
        title: activity.title,
        totalReviews: activity.totalReviews,
        lastReviewDate: activity.lastReviewDate,
      },
    });
    return { holder };
  });
  ctx.worker.wake();
  return {
    message: `Nudge sent to ${result.holder.email}.`,
    nudgedAt: now.toISOString(),
  };
}
