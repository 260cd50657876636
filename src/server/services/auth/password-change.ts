import { CURRENT_PASSWORD_INCORRECT } from "@shared/schemas/auth";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { passwordResetTokens, type UserRow, users } from "../../db/schema";
import { fieldError } from "../../lib/http-error";
import { assertNotCommon } from "./accounts";
import { countLoginAttempt, knownDeviceOf } from "./login-limits";
import { hashPassword, verifyPassword } from "./passwords";

export interface SignedInRequest {
  ip?: string | undefined;
  /** The browser's known-device cookie, if any (see login-limits). */
  device?: string | undefined;
  /** The session making the change: it is kept, every other one ends. */
  tokenHash: string;
}

/**
 * A signed-in user sets a new password. The current password is checked like a sign-in, under the same
 * limits (docs/decisions/0020), so this is no way around them; a wrong one is a 400 on
 * `currentPassword`. The change ends every other session of the user, keeps the current one, and spends
 * any unused reset or invitation link (docs/decisions/0037).
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  from: SignedInRequest,
): Promise<{ ended: number }> {
  assertNotCommon(input.newPassword, "newPassword");
  const attempt = await countLoginAttempt(ctx, user.username, from.ip, knownDeviceOf(user.id, from.device));
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError(400, "currentPassword", CURRENT_PASSWORD_INCORRECT);
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.db.transaction(async (tx) => {
    // Only over the hash that was checked: a change that raced another one finds it gone.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw fieldError(400, "currentPassword", CURRENT_PASSWORD_INCORRECT);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    return { ended: await ctx.sessions.deleteOthers(user.id, from.tokenHash, tx) };
  });
}
