import type { Paged } from "@shared/schemas/critics";
import {
  type AdminApplication,
  type ApplicationStatus,
  type ApplicationSummary,
  DECISION_MEDIAN_DAYS,
} from "@shared/schemas/programme";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { type CriticApplicationRow, criticApplications, type UserRow, users } from "../../db/schema";
import { toApplication } from "./applications";

type Applicant = Pick<UserRow, "username" | "name" | "email">;

export const toAdminApplication = (row: CriticApplicationRow, user: Applicant): AdminApplication => ({
  ...toApplication(row),
  reason: row.reason,
  userId: row.userId,
  username: user.username,
  name: user.name,
  email: user.email,
  decidedBy: row.decidedByUsername,
});

/**
 * GET /api/admin/critic-applications: one page of the applications in a state, with their applicants.
 * Open ones oldest first (the queue, first come first served); decided ones newest decision first.
 */
export async function listApplications(
  db: Queryable,
  query: { status: ApplicationStatus; page: number; pageSize: number },
): Promise<Paged<AdminApplication>> {
  const { status, page, pageSize } = query;
  const order =
    status === "open"
      ? [asc(criticApplications.createdAt), asc(criticApplications.id)]
      : [desc(criticApplications.decidedAt), desc(criticApplications.id)];
  const where = eq(criticApplications.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: criticApplications,
        username: users.username,
        name: users.name,
        email: users.email,
      })
      .from(criticApplications)
      .innerJoin(users, eq(users.id, criticApplications.userId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(criticApplications).where(where),
  ]);
  return {
    items: rows.map(({ application, ...user }) => toAdminApplication(application, user)),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}

/**
 * GET /api/admin/critic-applications/summary: the open applications, and the median days from
 * application to decision (approved or declined; withdrawals are no decision) over the last 90 days.
 */
export async function applicationSummary(db: Queryable): Promise<ApplicationSummary> {
  const result = await db.execute<{ open: number; median: number | null; decided: number }>(sql`
    select
      (select count(*)::int from critic_applications where status = 'open') as open,
      round((percentile_cont(0.5) within group (
        order by extract(epoch from decided_at - created_at)) / 86400)::numeric, 1)::float8 as median,
      count(*)::int as decided
    from critic_applications
    where status in ('approved', 'declined')
      and decided_at > now() - make_interval(days => ${DECISION_MEDIAN_DAYS})`);
  const row = result.rows[0];
  return {
    open: Number(row?.open ?? 0),
    medianDaysToDecision: row?.median == null ? null : Number(row.median),
    decidedLast90Days: Number(row?.decided ?? 0),
  };
}
