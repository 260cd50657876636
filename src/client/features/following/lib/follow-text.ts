import { hasCode } from "@client/lib/api";
import { plural } from "@client/lib/format";
import { FOLLOW_ACTIVE_ONLY } from "@shared/constants/following";
import type { ErrorCode } from "@shared/constants/error-codes";
import type { User } from "@shared/schemas/user";

/** "1 follower", "1,204 followers". */
export const followersText = (count: number) => plural(count, "follower");

/** Why a signed-in account cannot follow (null: it can): only active accounts follow (decision 0088). */
export function cannotFollowReason(user: Pick<User, "status">): string | null {
  if (user.status === "active") return null;
  if (user.status === "suspended") return "Your account is suspended, so it cannot follow anyone.";
  return `${FOLLOW_ACTIVE_ONLY} Yours will be once an administrator approves it.`;
}

/** What a refused follow (or unfollow: `follow` false) says, by the answer's code (never its status). */
const REFUSALS: Partial<Record<ErrorCode, string>> = {
  account_not_active: FOLLOW_ACTIVE_ONLY,
  account_suspended: "Your account is suspended, so it cannot follow anyone.",
  sign_in_required: "Your session has ended. Sign in again to follow.",
  not_found: "This is no longer here to follow.",
  rate_limited: "Too many changes at once. Wait a moment and try again.",
};

export function followErrorText(error: unknown, follow: boolean): string {
  for (const [code, text] of Object.entries(REFUSALS)) if (hasCode(error, code as ErrorCode)) return text;
  return follow
    ? "Could not follow. Check your connection and try again."
    : "Could not unfollow. Check your connection and try again.";
}
