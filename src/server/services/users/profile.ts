import type { PublicUser } from "@shared/schemas/profile";
import { USER_NOT_FOUND } from "@shared/schemas/profile";
import type { User } from "@shared/schemas/user";
import { eq } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { type UserRow, users } from "../../db/schema";
import { forbidden, notFound } from "../../lib/http-error";
import { changedFields, recordAudit } from "../admin/audit";
import { toUser } from "./presenter";

const profileFields = (user: UserRow) => ({
  name: user.name,
  email: user.email,
  location: user.location,
  genres: (user.genres ?? []).join(", "),
});

export interface ProfileChanges {
  name?: string | undefined;
  email?: string | null | undefined;
  location?: string | null | undefined;
  genres?: string[] | null | undefined;
}

/** Administrators see the whole user; everyone else only the public fields. */
export async function getUserFor(db: Queryable, viewer: UserRow, id: number): Promise<User | PublicUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(USER_NOT_FOUND);
  if (viewer.role === "admin") return toUser(row);
  return { id: row.id, name: row.name, username: row.username };
}

/** A user edits their own profile; an administrator anyone's (checked before the changes are read). */
export function assertMayEditProfile(viewer: UserRow, id: number | null): void {
  if (id === null) return; // not an id: validation answers
  if (viewer.id !== id && viewer.role !== "admin")
    throw forbidden("You can only edit your own profile.", "not_owner");
}

/** A user edits their own profile; an administrator may edit anyone's. Role, status and critic name stay. */
export async function updateProfile(
  db: Database,
  viewer: UserRow,
  id: number,
  changes: ProfileChanges,
): Promise<User> {
  assertMayEditProfile(viewer, id);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.email !== undefined) set.email = changes.email;
  if (changes.location !== undefined) set.location = changes.location;
  if (changes.genres !== undefined) set.genres = changes.genres;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!before) throw notFound(USER_NOT_FOUND);
    const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    // An administrator editing someone else's profile is recorded; one's own edits are not.
    if (viewer.id !== id) {
      await recordAudit(tx, viewer, {
        action: "user.update_profile",
        targetType: "user",
        targetId: id,
        targetLabel: before.username,
        ...changedFields(profileFields(before), profileFields(after!)),
      });
    }
    return after!;
  });
  return toUser(row);
}
