import type { UserStatus } from "@shared/constants/roles";
import type { AdminUserUpdate, AuditAction } from "@shared/schemas/admin";
import { USER_NOT_FOUND } from "@shared/schemas/profile";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { sessions, type UserRow, users } from "../../db/schema";
import { badRequest, refuse, notFound } from "../../lib/http-error";
import { approveOpenApplicationOnAssignment } from "../programme/assigned-name";
import { adminTransaction } from "./admin-transaction";
import { auditedUserFields, changedFields, recordAudit } from "./audit";
import { assertNoLookalike, canonicalCriticName, criticNameHolder } from "./critic-names";
import { assertAdminChangeAllowed } from "./user-rules";

export const CRITIC_NAME_TAKEN = "This critic name is already assigned to another user.";
export const CRITIC_NAME_HELD_BEFORE =
  "This critic name belonged to another critic, whose reviews under it stay theirs. Choose another name.";

export type UserChange = Partial<Pick<UserRow, "name" | "criticName" | "role" | "status" | "email">>;

async function lockUser(tx: Transaction, id: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** What a PUT body changes. Assigning a critic name also makes the user an active critic named after it. */
function plannedChange(input: AdminUserUpdate, criticName: string | undefined): UserChange {
  const change: UserChange = {};
  if (criticName !== undefined) {
    if (input.role !== undefined && input.role !== "critic") {
      throw badRequest("Assigning a critic name makes the user a critic: the role must be critic.", {
        role: "Assigning a critic name makes the user a critic: the role must be critic.",
      });
    }
    if (input.status !== undefined && input.status !== "active") {
      throw badRequest("Assigning a critic name makes the user active: the status must be active.", {
        status: "Assigning a critic name makes the user active: the status must be active.",
      });
    }
    Object.assign(change, { criticName, name: criticName, role: "critic", status: "active" });
  } else {
    if (input.role !== undefined) change.role = input.role;
    if (input.status !== undefined) change.status = input.status;
  }
  if (input.email !== undefined) change.email = input.email;
  return change;
}

const STATUS_ACTIONS: Record<UserStatus, AuditAction> = {
  active: "user.activate",
  suspended: "user.suspend",
  pending: "user.set_pending",
};

function auditAction(change: UserChange, changed: string[]): AuditAction {
  if (change.criticName !== undefined) return "user.assign_critic";
  if (changed.length === 1 && change.status !== undefined && changed[0] === "status")
    return STATUS_ACTIONS[change.status];
  if (changed.length === 1 && changed[0] === "email") return "user.set_email";
  if (changed.length === 1 && changed[0] === "role") return "user.set_role";
  return "user.update";
}

async function assertCriticNameFree(tx: Transaction, criticName: string, userId: number): Promise<void> {
  const holder = await criticNameHolder(tx, criticName, userId);
  if (holder === "holds") throw refuse("critic_name_taken", CRITIC_NAME_TAKEN, { name: CRITIC_NAME_TAKEN });
  if (holder === "held")
    throw refuse("critic_name_held_before", CRITIC_NAME_HELD_BEFORE, { name: CRITIC_NAME_HELD_BEFORE });
}

/**
 * Applies an administrator's change to the user `userId` inside `tx` (an adminTransaction): the rules
 * of who may be changed how, the critic name's holder, the update, ending a suspended user's sessions and
 * the audit entry. PUT /api/users/:id and the approval of a critic application both come through here.
 */
export async function applyUserChange(
  tx: Transaction,
  actor: UserRow,
  userId: number,
  change: UserChange,
): Promise<UserRow> {
  const target = await lockUser(tx, userId);
  const next = { ...target, ...change };
  await assertAdminChangeAllowed(tx, actor, target, next);
  if (change.criticName) await assertCriticNameFree(tx, change.criticName, target.id);
  const diff = changedFields(auditedUserFields(target), auditedUserFields(next));
  const changed = Object.keys(diff.after);
  if (changed.length === 0) return target;
  const [updated] = await tx
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, target.id))
    .returning();
  if (next.status === "suspended") await tx.delete(sessions).where(eq(sessions.userId, target.id));
  await recordAudit(tx, actor, {
    action: auditAction(change, changed),
    targetType: "user",
    targetId: target.id,
    targetLabel: target.username,
    ...diff,
  });
  return updated!;
}

/** What assigning this critic name changes: the name, the display name, role critic and status active. */
export const criticNameAssignment = (criticName: string): UserChange => plannedChange({}, criticName);

/**
 * A critic name that another user took in the meantime (the unique index caught it), or that another
 * critic held before (migration 0027's trigger caught it), as the 409 it is.
 */
export function asCriticNameConflict(error: unknown, field = "name"): unknown {
  if (isUniqueViolation(error, "users_critic_name_key"))
    return refuse("critic_name_taken", CRITIC_NAME_TAKEN, { [field]: CRITIC_NAME_TAKEN });
  if (isUniqueViolation(error, "critic_names_held_pkey"))
    return refuse("critic_name_held_before", CRITIC_NAME_HELD_BEFORE, { [field]: CRITIC_NAME_HELD_BEFORE });
  return error;
}

/**
 * PUT /api/users/:id: assign a critic name (which also closes the account's open application as
 * approved), suspend or activate, set an e-mail, change the role.
 */
export async function updateUserAsAdmin(
  ctx: AppContext,
  actorId: number,
  userId: number,
  input: AdminUserUpdate,
): Promise<UserRow> {
  const criticName =
    input.name === undefined ? undefined : await canonicalCriticName(ctx.criticDb, input.name);
  if (criticName !== undefined)
    await assertNoLookalike(ctx, ctx.db, criticName, {
      field: "name",
      directory: false,
      exceptUserId: userId,
    });
  const change = plannedChange(input, criticName);
  try {
    return await adminTransaction(ctx, actorId, async (tx, actor) => {
      const user = await applyUserChange(tx, actor, userId, change);
      // A name given directly settles the account's open application, if any, as approved.
      if (criticName !== undefined) await approveOpenApplicationOnAssignment(tx, actor, user);
      return user;
    });
  } catch (error) {
    throw asCriticNameConflict(error);
  }
}
