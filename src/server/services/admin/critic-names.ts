import type { AdminCriticName, AdminCriticWithActivity } from "@shared/schemas/admin";
import { normalizeCriticName } from "@shared/schemas/names";
import { and, isNotNull, ne, sql } from "drizzle-orm";
import { CriticDbError } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import { skeleton } from "../../lib/confusables/skeleton";
import { refuse, fieldError } from "../../lib/http-error";
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

/**
 * What tells look-alike names apart: the confusable skeleton (Unicode TR39) of the name as it would be kept
 * (normalised), and of its lower case, since critic names compare without regard to case.
 */
function lookalikeKeys(name: string): [string, string] {
  const normal = normalizeCriticName(name);
  return [skeleton(normal), skeleton(normal.toLowerCase())];
}

/**
 * The name among `existing` that `name` could be taken for: another name (not the same one, whose own
 * rules apply) whose skeleton is the same, such as "Аda Lovelace" (Cyrillic А), "Ada  Lovelace" or
 * "Ada Lovelace" with a no-break space beside "Ada Lovelace"; undefined when there is none.
 */
export function lookalikeIn(name: string, existing: Iterable<string>): string | undefined {
  const [exact, folded] = lookalikeKeys(name);
  for (const other of existing) {
    if (other.toLowerCase() === name.toLowerCase()) continue;
    const [otherExact, otherFolded] = lookalikeKeys(other);
    if (otherExact === exact || otherFolded === folded) return other;
  }
  return undefined;
}

export const lookalikeMessage = (name: string, existing: string) =>
  `The critic name "${name}" looks like the existing critic name "${existing}". Please choose a name that cannot be mistaken for another critic.`;

/** Every name in the critic database; none when it cannot be reached (the caller's other checks stand). */
async function directoryNames(ctx: AppContext): Promise<string[]> {
  try {
    return (await ctx.criticDb.listCriticNames()).map((record) => record.name);
  } catch (error) {
    if (!(error instanceof CriticDbError)) throw error;
    ctx.logger.warn({ err: error }, "critic database unreachable: critic name checked against accounts only");
    return [];
  }
}

/**
 * Refuses (409 `critic_name_lookalike`) a critic name that looks like an existing critic's (issue 48 item 5):
 * a name held by another account, and with `directory` any name in the critic database.
 */
export async function assertNoLookalike(
  ctx: AppContext,
  db: Queryable,
  name: string,
  options: { field: string; directory: boolean; exceptUserId?: number },
): Promise<void> {
  const held = await db
    .select({ criticName: users.criticName })
    .from(users)
    .where(
      and(
        isNotNull(users.criticName),
        options.exceptUserId === undefined ? undefined : ne(users.id, options.exceptUserId),
      ),
    );
  const names = [
    ...held.map((row) => row.criticName!),
    ...(options.directory ? await directoryNames(ctx) : []),
  ];
  const existing = lookalikeIn(name, names);
  if (existing !== undefined) {
    const message = lookalikeMessage(name, existing);
    throw refuse("critic_name_lookalike", message, { [options.field]: message });
  }
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
