import type { DigestSetting } from "@shared/schemas/following";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { type UserRow, users } from "../../db/schema";

/** PUT /api/user/digest and the unsubscribe link: the member's weekly digest on or off. */
export async function setDigest(db: Queryable, user: Pick<UserRow, "id">, digest: DigestSetting) {
  await db.update(users).set({ digest, updatedAt: sql`now()` }).where(eq(users.id, user.id));
  return digest;
}
