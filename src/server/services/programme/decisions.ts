import {
  type AdminApplication,
  type approveApplicationSchema,
  type declineApplicationSchema,
  formatDay,
  reapplyDay,
} from "@shared/schemas/programme";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { Transaction } from "../../db/client";
import { type CriticApplicationRow, criticApplications, type UserRow, users } from "../../db/schema";
import { refuse } from "../../lib/http-error";
import { adminTransaction } from "../admin/admin-transaction";
import { recordAudit } from "../admin/audit";
import { assertNoLookalike, canonicalCriticName } from "../admin/critic-names";
import { applyUserChange, asCriticNameConflict, criticNameAssignment } from "../admin/user-changes";
import { askCriticDb } from "../critic/critic-db-failures";
import { emailAccount } from "../mail/mail-service";
import { toAdminApplication } from "./admin-list";
import { BEING_APPROVED, criticNameHeld, isBeingApproved, lockApplication } from "./applications";
import { approvalEmail, declineEmail } from "./emails";

type ApproveInput = z.output<typeof approveApplicationSchema>;
type DeclineInput = z.output<typeof declineApplicationSchema>;

const STATUS_WORDS = { approved: "approved", declined: "declined", withdrawn: "withdrawn by the applicant" };

/** A decision needs an open application that no other approval is writing right now. */
function assertUndecided(row: CriticApplicationRow): void {
  if (row.status !== "open")
    throw refuse("application_decided", `This application was already ${STATUS_WORDS[row.status]}.`);
  if (isBeingApproved(row)) throw refuse("application_being_approved", BEING_APPROVED);
}

const takenSinceApplying = (criticName: string) => {
  const message = `The critic name ${criticName} was taken by another account after this application was made. Approve it with another critic name, or decline it.`;
  return refuse("critic_name_taken", message, { criticName: message });
};

async function lockApplicant(tx: Transaction, row: CriticApplicationRow): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
  if (!user) throw refuse("applicant_gone", "The applicant's account no longer exists.");
  if (user.criticName)
    throw refuse("applicant_has_critic_name", `This account already has the critic name ${user.criticName}.`);
  if (user.status === "suspended")
    throw refuse("applicant_suspended", "The applicant's account is suspended: activate it first.");
  if (user.role === "admin")
    throw refuse(
      "applicant_is_admin",
      "The applicant is an administrator now: approving would make them a critic.",
    );
  return user;
}

/**
 * The critic name with these publications in the critic database: created when it is not there yet,
 * missing publications added. Outside any transaction: the critic database may be Airtable.
 */
async function ensureCriticName(
  ctx: AppContext,
  criticName: string,
  publications: string[],
): Promise<string> {
  const [first, ...more] = publications;
  let record = await askCriticDb(() => ctx.criticDb.findCriticName(criticName));
  record ??= await askCriticDb(() =>
    ctx.criticDb.createCriticName({ name: criticName, publication: first! }),
  );
  const known = new Set(record.publications.map((p) => p.name.toLowerCase()));
  for (const publication of [first!, ...more]) {
    if (!known.has(publication.toLowerCase()))
      await askCriticDb(() => ctx.criticDb.addPublication(record.name, publication));
  }
  return canonicalCriticName(ctx.criticDb, record.name);
}

/** Ends an approval's claim after it failed, so the application can be decided again at once. */
async function releaseClaim(ctx: AppContext, id: number, claim: Date): Promise<void> {
  await ctx.db
    .update(criticApplications)
    .set({ approvingSince: null })
    .where(and(eq(criticApplications.id, id), eq(criticApplications.approvingSince, claim)));
}

/**
 * POST /api/admin/critic-applications/:id/approve. Three steps, because the critic database (Airtable)
 * cannot join a transaction: claim the application (a second approval or a decline meanwhile gets 409),
 * make sure the critic name and publications exist in the critic database, then assign the name exactly as
 * PUT /api/users/:id does (role critic, status active, the display name) and close the application, with
 * the approval e-mail and the audit entries, in one transaction. A failure releases the claim.
 */
export async function approveApplication(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: ApproveInput,
): Promise<AdminApplication> {
  const claim = new Date();
  const planned = await adminTransaction(ctx, actorId, async (tx) => {
    const row = await lockApplication(tx, id);
    assertUndecided(row);
    await lockApplicant(tx, row);
    const criticName = input.criticName ?? row.criticName;
    if (await criticNameHeld(tx, criticName, row.userId)) throw takenSinceApplying(criticName);
    await tx.update(criticApplications).set({ approvingSince: claim }).where(eq(criticApplications.id, id));
    return { criticName, publications: input.publications ?? row.publications };
  });
  try {
    await assertNoLookalike(ctx, ctx.db, planned.criticName, { field: "criticName", directory: true });
    const criticName = await ensureCriticName(ctx, planned.criticName, planned.publications);
    const approved = await adminTransaction(ctx, actorId, async (tx, actor) => {
      const row = await lockApplication(tx, id);
      if (row.approvingSince?.getTime() !== claim.getTime()) assertUndecided(row);
      await lockApplicant(tx, row);
      if (await criticNameHeld(tx, criticName, row.userId)) throw takenSinceApplying(criticName);
      const user = await applyUserChange(tx, actor, row.userId, criticNameAssignment(criticName));
      const [updated] = await tx
        .update(criticApplications)
        .set({
          status: "approved",
          criticName,
          publications: planned.publications,
          decidedAt: new Date(),
          decidedById: actor.id,
          decidedByUsername: actor.username,
          approvingSince: null,
        })
        .where(eq(criticApplications.id, id))
        .returning();
      if (user.email) {
        await emailAccount(
          tx,
          "application-approved",
          user,
          approvalEmail(ctx.config.site.brandName, {
            criticName,
            addReviewUrl: `${ctx.config.appUrl}/critic/add-review`,
          }),
        );
      }
      await recordAudit(tx, actor, {
        action: "application.approve",
        targetType: "application",
        targetId: id,
        targetLabel: user.username,
        before: { criticName: row.criticName, publications: row.publications },
        after: { criticName, publications: planned.publications },
      });
      return toAdminApplication(updated!, user);
    });
    ctx.worker.wake();
    return approved;
  } catch (error) {
    await releaseClaim(ctx, id, claim);
    throw asCriticNameConflict(error, "criticName");
  }
}

/** POST /api/admin/critic-applications/:id/decline: closes the application with a reason, e-mailed. */
export async function declineApplication(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: DeclineInput,
): Promise<AdminApplication> {
  const declined = await adminTransaction(ctx, actorId, async (tx, actor) => {
    const row = await lockApplication(tx, id);
    assertUndecided(row);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    const decidedAt = new Date();
    const [updated] = await tx
      .update(criticApplications)
      .set({
        status: "declined",
        reason: input.reason,
        decidedAt,
        decidedById: actor.id,
        decidedByUsername: actor.username,
      })
      .where(eq(criticApplications.id, id))
      .returning();
    if (user?.email) {
      await emailAccount(
        tx,
        "application-declined",
        user,
        declineEmail(ctx.config.site.brandName, {
          reason: input.reason,
          reapplyOn: formatDay(reapplyDay(decidedAt.toISOString())),
          homeUrl: `${ctx.config.appUrl}/`,
        }),
      );
    }
    await recordAudit(tx, actor, {
      action: "application.decline",
      targetType: "application",
      targetId: id,
      targetLabel: user?.username ?? null,
      after: { criticName: row.criticName, reason: input.reason },
    });
    return toAdminApplication(updated!, user!);
  });
  ctx.worker.wake();
  return declined;
}
