import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { badRequest } from "../../lib/http-error";
import { UNSUBSCRIBE_INVALID, verifyUnsubscribeToken } from "./unsubscribe-token";

export const UNSUBSCRIBED =
  "You will get no more weekly digests. You still follow the same critics and podcasts; turn the digest back on from your profile page whenever you like.";

/** The unsubscribe link: the token's member, and only them, gets no more digests. Idempotent. */
export async function unsubscribeFromDigest(db: Queryable, secret: string, token: string): Promise<string> {
  const userId = verifyUnsubscribeToken(secret, token);
  const result = await db.execute(sql`update users set digest = 'off',
    updated_at = case when digest = 'off' then updated_at else now() end
    where id = ${userId} returning id`);
  // A deleted account's link names nobody now.
  if (result.rows.length === 0) throw badRequest(UNSUBSCRIBE_INVALID);
  return UNSUBSCRIBED;
}
