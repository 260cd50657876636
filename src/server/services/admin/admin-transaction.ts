import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Transaction } from "../../db/client";
import { type UserRow, users } from "../../db/schema";
import { forbidden, unauthorized } from "../../lib/http-error";

/** Arbitrary constant: the advisory lock that serialises administrative changes to accounts. */
const ADMIN_CHANGES_LOCK = 7_301_245_001;

/**
 * Runs an administrative change in one transaction, after every other one has finished and after
 * checking that the acting administrator still exists and is still an administrator. So two
 * administrators deleting or demoting each other at the same moment cannot both succeed: the second
 * finds that its own account has gone (or lost its role) and is refused, and the rule "the last active
 * administrator cannot be removed" is checked against the committed state.
 */
export function adminTransaction<T>(
  ctx: AppContext,
  actorId: number,
  work: (tx: Transaction, actor: UserRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
    const [actor] = await tx.select().from(users).where(eq(users.id, actorId));
    if (!actor || actor.status === "suspended") throw unauthorized("Your account is no longer signed in.");
    if (actor.role !== "admin") throw forbidden("Administrators only.");
    return work(tx, actor);
  });
}
