import { USER_NOT_FOUND } from "@shared/schemas/profile";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { sessions, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { deleteReviewsOfUser } from "../reviews/reviews";
import { adminTransaction } from "./admin-transaction";
import { auditedUserFields, recordAudit } from "./audit";
import { assertAdminChangeAllowed } from "./user-rules";

export interface DeletedUser {
  username: string;
  sessionsEnded: number;
  reviewsDeleted: number;
}

/**
 * Deletes a user with their sessions and user reviews in one transaction. Their critic reviews stay in
 * the critic database, and the critic name becomes free for someone else.
 */
export async function deleteUserAsAdmin(
  ctx: AppContext,
  actorId: number,
  userId: number,
): Promise<DeletedUser> {
  return adminTransaction(ctx, actorId, async (tx, actor) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw notFound(USER_NOT_FOUND);
    await assertAdminChangeAllowed(tx, actor, target, "deleted");
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, target.id))
      .returning({ tokenHash: sessions.tokenHash });
    const reviewsDeleted = await deleteReviewsOfUser(tx, target.id);
    await tx.delete(users).where(eq(users.id, target.id));
    await recordAudit(tx, actor, {
      action: "user.delete",
      targetType: "user",
      targetId: target.id,
      targetLabel: target.username,
      before: { username: target.username, ...auditedUserFields(target) },
      after: { sessionsEnded: ended.length, reviewsDeleted },
    });
    return { username: target.username, sessionsEnded: ended.length, reviewsDeleted };
  });
}
