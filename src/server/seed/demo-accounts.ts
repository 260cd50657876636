import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { randomToken } from "../lib/crypto";
import { verifyPassword } from "../services/auth/passwords";
import { createUser, type NewUser } from "../services/users/create-user";

/**
 * Demo sign-ins for the embedded database; their passwords are published (README, start-up banner outside
 * production). In production they are created with random passwords, and the server refuses to start
 * while any account still has its published password (assertNoDemoPasswords).
 */
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

/** Creates the demo accounts that do not exist yet (in production with random, unpublished passwords). */
export async function seedDemoAccounts(db: Database, production = false): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username}`)
      .limit(1);
    if (exists.length > 0) continue;
    await createUser(db, production ? { ...account, password: randomToken() } : account);
  }
}

export class DemoPasswordError extends Error {}

/** Refuses (throws DemoPasswordError) while any demo account can still sign in with its published password. */
export async function assertNoDemoPasswords(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .select({ username: users.username, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username}`)
      .limit(1);
    if (row && (await verifyPassword(row.passwordHash, account.password))) {
      throw new DemoPasswordError(
        `Refusing to start in production: the account "${row.username}" still has its published demo ` +
          "password. Change that password (start once without NODE_ENV=production, sign in as that account " +
          'and change it, or use "Forgot password"), or delete the account, then start again.',
      );
    }
  }
}
