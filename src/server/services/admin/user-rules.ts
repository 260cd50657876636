import { and, count, eq, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type UserRow, users } from "../../db/schema";
import { refuse, forbidden } from "../../lib/http-error";

export const LAST_ADMIN_MESSAGE = "The last active administrator cannot be removed.";
export const SELF_SUSPEND_MESSAGE = "You cannot suspend or deactivate your own account.";
export const SELF_DEMOTE_MESSAGE = "You cannot remove your own administrator role.";
export const SELF_DELETE_MESSAGE = "You cannot delete your own account.";

const isActiveAdmin = (user: Pick<UserRow, "role" | "status">) =>
  user.role === "admin" && user.status === "active";

/** Refuses a change that would leave no active administrator, or that an administrator makes to themselves. */
export async function assertAdminChangeAllowed(
  tx: Transaction,
  actor: UserRow,
  target: UserRow,
  next: Pick<UserRow, "role" | "status"> | "deleted",
): Promise<void> {
  if (actor.id === target.id) {
    if (next === "deleted") throw forbidden(SELF_DELETE_MESSAGE, "own_account_protected");
    if (next.role !== "admin") throw forbidden(SELF_DEMOTE_MESSAGE, "own_account_protected");
    if (next.status !== "active") throw forbidden(SELF_SUSPEND_MESSAGE, "own_account_protected");
  }
  const removesAdmin = isActiveAdmin(target) && (next === "deleted" || !isActiveAdmin(next));
  if (!removesAdmin) return;
  const [others] = await tx
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active"), ne(users.id, target.id)));
  if (!others?.value) throw refuse("last_admin", LAST_ADMIN_MESSAGE);
}
