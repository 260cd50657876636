import type { Role, UserStatus } from "@shared/constants/roles";
import type { Queryable } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { type UserRow, users } from "../../db/schema";
import { refuse } from "../../lib/http-error";
import { USERNAME_TAKEN } from "../auth/accounts";
import { hashPassword } from "../auth/passwords";

export interface NewUser {
  username: string;
  name: string;
  password: string;
  email?: string | null;
  role: Role;
  status: UserStatus;
  criticName?: string | null;
}

/** Creates an account outside self-registration (CLI, seeds, administrators). */
export async function createUser(db: Queryable, input: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        name: input.name,
        email: input.email ?? null,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        status: input.status,
        criticName: input.criticName ?? null,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, "users_username_lower_key"))
      throw refuse("username_taken", USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw error;
  }
}
