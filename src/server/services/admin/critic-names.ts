import type { AdminCriticName, AdminCriticWithActivity } from "@shared/schemas/admin";
import { isNotNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import { fieldError } from "../../lib/http-error";
import { criticReviewCounts } from "../critic/counts";
import { askCriticDb } from "../critic/critic-db-failures";
import { criticActivity } from "../insight/critic-activity";
import { lastNudges } from "../insight/nudge-log";
import type { CriticDirectory, CriticNameRecord } from "./critic-directory";

export const UNKNOWN_CRITIC_NAME = "This critic name does not exist in the critic database.";

/** The critic name as the critic database spells it; a name it does not know is refused. */
export async function canonicalCriticName(
  directory: Pick<CriticDirectory, "findCriticName">,
  name: string,
): Promise<string> {
  const found = await askCriticDb(() => directory.findCriticName(name.trim()));
  if (!found) throw fieldError(400, "name", UNKNOWN_CRITIC_NAME);
  return found.name;
}

/**
 * Whether another account has this critic name (compared without regard to case, as in the critic
 * database): `holds` it now, or `held` it before a rename (a critic is a person, and their reviews under
 * an old name stay theirs, so nobody else is given it while their account exists), or null.
 */
export async function criticNameHolder(
  db: Queryable,
  name: string,
  exceptUserId?: number,
): Promise<"holds" | "held" | null> {
  const result = await db.execute<{ holds: boolean }>(sql`
    select u.critic_name is not distinct from h.critic_name as holds
    from critic_names_held h join users u on u.id = h.user_id
    where lower(h.critic_name) = lower(${name})
      ${exceptUserId === undefined ? sql`` : sql`and h.user_id <> ${exceptUserId}`}
    order by 1 desc limit 1`);
  const row = result.rows[0];
  return row ? (row.holds ? "holds" : "held") : null;
}

/** Which user holds each critic name (names compare without regard to case, as in the critic database). */
export async function criticNameHolders(
  db: Queryable,
): Promise<Map<string, { id: number; username: string }>> {
  const rows = await db
    .select({ id: users.id, username: users.username, criticName: users.criticName })
    .from(users)
    .where(isNotNull(users.criticName));
  return new Map(rows.map((r) => [r.criticName!.toLowerCase(), { id: r.id, username: r.username }]));
}

/** Critic names as administration shows them: with the user holding each and the review count. */
export async function toAdminCriticNames(
  db: Queryable,
  records: CriticNameRecord[],
): Promise<AdminCriticName[]> {
  const [holders, counts] = await Promise.all([
    criticNameHolders(db),
    criticReviewCounts(
      db,
      records.map((r) => r.name),
    ),
  ]);
  return records.map((record) => toAdminCriticName(record, holders, counts.get(record.name) ?? 0));
}

function toAdminCriticName(
  record: CriticNameRecord,
  holders: Map<string, { id: number; username: string }>,
  totalReviews: number,
): AdminCriticName {
  const holder = holders.get(record.name.toLowerCase());
  return {
    id: record.id,
    name: record.name,
    publication: record.publication,
    total_reviews: totalReviews,
    publications: record.publications,
    assignedUserId: holder?.id ?? null,
    assignedUsername: holder?.username ?? null,
  };
}

/**
 * GET /api/admin/critic-names: every critic name, by name, with the user it is assigned to, its activity
 * (whose total is the one review count) and when it was last nudged; the four reads run at once.
 */
export async function listAdminCriticNames(
  db: Queryable,
  directory: Pick<CriticDirectory, "listCriticNames">,
  timeZone: string,
): Promise<AdminCriticWithActivity[]> {
  const [records, holders, activityOf, nudges] = await Promise.all([
    askCriticDb(() => directory.listCriticNames()),
    criticNameHolders(db),
    criticActivity(db, timeZone),
    lastNudges(db),
  ]);
  return records
    .map((record) => {
      const activity = activityOf(record.name);
      return {
        ...toAdminCriticName(record, holders, activity.totalReviews),
        ...activity,
        lastNudgedAt: nudges.get(record.name.toLowerCase())?.toISOString() ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}
