import type { AuditTargetType } from "@shared/constants/admin";
import type { AuditAction, AuditEntry, AuditQuery } from "@shared/schemas/admin";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { type AuditEventRow, auditEvents, type UserRow } from "../../db/schema";

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | number | null;
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who did it: an administrator (kept by name too, for after the account is gone). */
export type AuditActor = Pick<UserRow, "id" | "username">;

/** Writes one audit entry; call it in the transaction of the action so both commit or neither. */
export async function recordAudit(db: Queryable, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId == null ? null : String(record.targetId),
    targetLabel: record.targetLabel ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The fields of a user an administrator can change, as the audit log records them. */
export const auditedUserFields = (user: UserRow) => ({
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  criticName: user.criticName,
});

/** Only the fields that differ, so an entry shows what changed and nothing else. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

function toEntry(row: AuditEventRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the audit log, newest first, with the total number of matching entries. */
export async function listAudit(
  db: Queryable,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditEvents.action, query.action as AuditAction));
  if (query.actorId) filters.push(eq(auditEvents.actorId, query.actorId));
  if (query.targetUserId) {
    filters.push(eq(auditEvents.targetType, "user"), eq(auditEvents.targetId, String(query.targetUserId)));
  }
  const where = filters.length ? and(...filters) : undefined;
  const { page, pageSize } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return { entries: rows.map(toEntry), total: total?.value ?? 0 };
}
