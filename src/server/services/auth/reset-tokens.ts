import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { passwordResetTokens } from "../../db/schema";
import { randomToken, sha256 } from "../../lib/crypto";

/**
 * Password-reset and invitation links (docs/decisions/0036, 0072). The token exists in clear only in the
 * e-mail that carries it: the database keeps its SHA-256, and an e-mail waiting to leave holds
 * `LINK_TOKEN` where the token will go. The token is made when the e-mail is sent (mail-service.ts), so
 * no table, old row version or backup ever holds a usable link.
 */
export type TokenPurpose = "reset" | "invite";

const HOUR = 3_600_000;
/** How long a link works, counted from when its e-mail leaves. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { reset: HOUR, invite: 7 * 24 * HOUR };

/** Stands for the token in a waiting e-mail's body; replaced by a new token as the e-mail is sent. */
export const LINK_TOKEN = "{link-token}";

/** The page a reset or invitation link opens. */
export const resetLink = (appUrl: string, token: string) => `${appUrl}/reset-password/${token}`;

export async function createResetToken(
  db: Queryable,
  userId: number,
  purpose: TokenPurpose,
  ttlMs = TOKEN_LIFETIME_MS[purpose],
): Promise<string> {
  const token = randomToken();
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: sha256(token), userId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** A token that still works: known, unused, unexpired. */
export const usableToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/**
 * What a link's token is: `valid`; `expired` (made here, never used, past its time: also every link made
 * before links were made at sending, issue 48 item 3); `invalid` (used already, or never made here).
 */
export async function resetTokenState(
  db: Queryable,
  token: string,
): Promise<"valid" | "expired" | "invalid"> {
  const [row] = await db
    .select({
      usedAt: passwordResetTokens.usedAt,
      live: sql<boolean>`${passwordResetTokens.expiresAt} > now()`,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.usedAt) return "invalid";
  return row.live ? "valid" : "expired";
}
