import { milestoneProgress } from "@shared/constants/tiers";
import { USER_NOT_FOUND } from "@shared/schemas/profile";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { notFound, refuse } from "../../lib/http-error";
import { countCriticReviews } from "../critic/counts";
import { emailAccount } from "../mail/mail-service";
import { adminTransaction } from "./admin-transaction";
import { recordAudit } from "./audit";
import { milestoneEmail } from "./emails";

export const NO_CRITIC_NAME = "This user has no critic name assigned, so there is no milestone to check.";

const reviews = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "review" : "reviews"}`;

/**
 * Works out the critic's title from their review count (services/critic/counts.ts), and e-mails an
 * achievement message when the user has an e-mail and the title is new since the last one sent.
 * Answers a message saying what happened. Two checks at once send one e-mail (the row is locked).
 */
export async function checkMilestone(
  ctx: AppContext,
  actorId: number,
  userId: number,
): Promise<{ message: string }> {
  const [found] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!found) throw notFound(USER_NOT_FOUND);
  if (!found.criticName) throw refuse("no_critic_name", NO_CRITIC_NAME);
  const criticName = found.criticName;
  const progress = milestoneProgress(await countCriticReviews(ctx.db, criticName));
  const { current, next, reviewCount } = progress;

  const result = await adminTransaction(ctx, actorId, async (tx, actor) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.criticName !== criticName)
      throw refuse("critic_name_changed", "The critic name changed meanwhile. Please try again.");
    const isNew = user.lastMilestoneTitle !== current.title;
    const emailed = Boolean(user.email) && isNew;
    if (emailed) {
      await tx.update(users).set({ lastMilestoneTitle: current.title }).where(eq(users.id, user.id));
      await emailAccount(
        tx,
        "milestone",
        user,
        milestoneEmail(ctx.config.site.brandName, progress, `${ctx.config.appUrl}/critic/dashboard`),
      );
    }
    await recordAudit(tx, actor, {
      action: "milestone.check",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.username,
      before: { lastMilestoneTitle: user.lastMilestoneTitle },
      after: { reviewCount, title: current.title, emailed },
    });
    const standing = `${criticName} has ${reviews(reviewCount)}: title "${current.title}".`;
    const upcoming = next ? ` Next: "${next.title}" at ${reviews(next.threshold)}.` : "";
    const outcome = emailed
      ? ` An achievement email was sent to ${user.email}.`
      : !user.email
        ? " No email was sent because the user has no email address."
        : " No email was sent: they were already congratulated on this title.";
    return { message: `${standing}${upcoming}${outcome}`, emailed };
  });
  if (result.emailed) ctx.worker.wake();
  return { message: result.message };
}
