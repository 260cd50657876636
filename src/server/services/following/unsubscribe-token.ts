import { createHmac } from "node:crypto";
import { badRequest } from "../../lib/http-error";
import { secretsEqual } from "../../lib/crypto";

/** How long a digest's unsubscribe link works: long after the e-mail, not for ever (decision 0089). */
export const UNSUBSCRIBE_TOKEN_DAYS = 180;
export const UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid: it may have been copied incompletely. Sign in and turn the digest off on your profile page.";
export const UNSUBSCRIBE_EXPIRED =
  "This unsubscribe link has expired. Sign in and turn the digest off on your profile page.";

const DAY_MS = 86_400_000;
const TOKEN = /^(\d{1,10})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/;

/** A key of its own, derived from SESSION_SECRET, so the token's HMAC is never a session's. */
const keyOf = (secret: string) => createHmac("sha256", secret).update("digest-unsubscribe").digest();
const signature = (secret: string, userId: number, day: number) =>
  createHmac("sha256", keyOf(secret)).update(`${userId}.${day}`).digest("base64url");

/** `<user id>.<day issued>.<HMAC of both>`: names one member, and only the app can make one. */
export function unsubscribeToken(secret: string, userId: number, at = new Date()): string {
  const day = Math.floor(at.getTime() / DAY_MS);
  return `${userId}.${day}.${signature(secret, userId, day)}`;
}

/** The member a token names; a forged, altered or expired token is a 400 that says which. */
export function verifyUnsubscribeToken(secret: string, token: string, now = new Date()): number {
  const match = TOKEN.exec(token);
  if (!match) throw badRequest(UNSUBSCRIBE_INVALID);
  const userId = Number(match[1]);
  const day = Number(match[2]);
  if (!secretsEqual(match[3]!, signature(secret, userId, day))) throw badRequest(UNSUBSCRIBE_INVALID);
  const today = Math.floor(now.getTime() / DAY_MS);
  if (day > today + 1 || today - day > UNSUBSCRIBE_TOKEN_DAYS) throw badRequest(UNSUBSCRIBE_EXPIRED);
  return userId;
}
