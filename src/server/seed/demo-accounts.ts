import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { createUser, type NewUser } from "../services/users/create-user";

/** Demo sign-ins for the embedded database; printed at start-up. Not for production. */
export const DEMO_ACCOUNTS: readonly (NewUser & { description: string })[] = [
  {
    description: "administrator",
    username: "admin",
    name: "Ada Admin",
    email: "admin@criticscorner.example",
    password: "corner-admin-demo",
    role: "admin",
    status: "active",
  },
  {
    description: "critic with a critic name",
    username: "critic",
    name: "Jordan Vale",
    email: "jordan@criticscorner.example",
    password: "corner-critic-demo",
    role: "critic",
    status: "active",
    criticName: "Jordan Vale",
  },
  {
    description: "pending critic (no critic name yet)",
    username: "newcritic",
    name: "Riley Park",
    email: "riley@criticscorner.example",
    password: "corner-pending-demo",
    role: "critic",
    status: "pending",
  },
];

/** Creates the demo accounts that do not exist yet. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username}`)
      .limit(1);
    if (exists.length === 0) await createUser(db, account);
  }
}
