import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { criticApplications, type UserRow } from "../../db/schema";
import { type AuditActor, recordAudit } from "../admin/audit";

/**
 * An administrator gave this account a critic name directly (PUT /api/users/:id): the account's open
 * application, if it has one, is closed as approved with that name, in the same transaction and in the
 * audit log (issue 49 item 7), so it is never left open for an approval (409) or a decline (a refusal
 * e-mailed to a critic). No e-mail: the administrator assigned a name, they did not decide an application;
 * the account's Home shows the approval.
 */
export async function approveOpenApplicationOnAssignment(
  tx: Transaction,
  actor: AuditActor,
  user: UserRow,
): Promise<void> {
  const [open] = await tx
    .select()
    .from(criticApplications)
    .where(and(eq(criticApplications.userId, user.id), eq(criticApplications.status, "open")))
    .for("update");
  if (!open || !user.criticName) return;
  await tx
    .update(criticApplications)
    .set({
      status: "approved",
      criticName: user.criticName,
      decidedAt: new Date(),
      decidedById: actor.id,
      decidedByUsername: actor.username,
      approvingSince: null,
    })
    .where(eq(criticApplications.id, open.id));
  await recordAudit(tx, actor, {
    action: "application.approve",
    targetType: "application",
    targetId: open.id,
    targetLabel: user.username,
    before: { status: "open", criticName: open.criticName },
    after: { status: "approved", criticName: user.criticName, by: "user.assign_critic" },
  });
}
