import {
  type Application,
  type applicationInputSchema,
  CRITIC_NAME_TAKEN_MESSAGE,
  formatDay,
  mayReapply,
  reapplyDay,
  tooManyApplicationsMessage,
} from "@shared/schemas/programme";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { CriticDbError } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import type { Queryable, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { type CriticApplicationRow, criticApplications, type UserRow, users } from "../../db/schema";
import { refuse, fieldError, notFound, tooManyRequests } from "../../lib/http-error";
import { assertNoLookalike, criticNameHolder } from "../admin/critic-names";
import { criticDbHttpError } from "../critic/critic-db-failures";

export const OPEN_APPLICATION_EXISTS = "You already have an open application. Withdraw it to apply again.";
export const NO_APPLICATION = "You have not applied to the critic programme.";
export const NO_OPEN_APPLICATION = "You have no open application to withdraw.";
export const BEING_APPROVED = "An administrator is approving this application right now.";
/** An approval's claim older than this was left by a crashed request and may be taken over. */
export const APPROVAL_CLAIM_MS = 5 * 60_000;

type ApplicationInput = z.output<typeof applicationInputSchema>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toApplication = (row: CriticApplicationRow): Application => ({
  id: row.id,
  criticName: row.criticName,
  publications: row.publications,
  links: row.links,
  statement: row.statement,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: iso(row.decidedAt),
  reason: row.status === "declined" ? row.reason : null,
});

/** Whether an approval is writing to the critic database for this application right now. */
export const isBeingApproved = (row: CriticApplicationRow, now = new Date()) =>
  row.approvingSince !== null && now.getTime() - row.approvingSince.getTime() < APPROVAL_CLAIM_MS;

/**
 * True when another account holds this critic name, or held it before a rename (names compare without
 * regard to case, as in the critic database).
 */
export async function criticNameHeld(db: Queryable, criticName: string, exceptUserId?: number) {
  return (await criticNameHolder(db, criticName, exceptUserId)) !== null;
}

/**
 * Whether the critic database already has this name. An unreachable critic database does not stop an
 * application (nothing is written there yet); the approval asks again.
 */
async function inCriticDatabase(ctx: AppContext, criticName: string): Promise<boolean> {
  try {
    return Boolean(await ctx.criticDb.findCriticName(criticName));
  } catch (error) {
    if (!(error instanceof CriticDbError)) throw error;
    if (!error.retryable) throw criticDbHttpError(error);
    ctx.logger.warn({ err: error }, "critic database unreachable: application accepted unchecked");
    return false;
  }
}

async function latestApplication(db: Queryable, userId: number): Promise<CriticApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(criticApplications)
    .where(eq(criticApplications.userId, userId))
    .orderBy(desc(criticApplications.id))
    .limit(1);
  return row;
}

/** Refuses a new application while one is open, or within 30 days of a decline. */
function assertMayApply(latest: CriticApplicationRow | undefined, now: Date): void {
  if (latest?.status === "open") throw refuse("application_open", OPEN_APPLICATION_EXISTS);
  if (latest?.status === "declined" && latest.decidedAt) {
    const decided = latest.decidedAt.toISOString();
    if (!mayReapply(decided, now))
      throw refuse(
        "reapply_too_soon",
        `Your last application was declined. You can apply again from ${formatDay(reapplyDay(decided))}.`,
      );
  }
}

/**
 * At most APPLICATIONS_PER_MONTH applications per account in 30 days, whatever became of them (issue 48
 * item 10): counted by day as the wait after a decline is, so an application made on a day counts until
 * 30 days later, and the 429 names that day.
 */
async function assertUnderMonthlyCap(tx: Queryable, userId: number, perMonth: number, now: Date) {
  const recent = await tx
    .select({ createdAt: criticApplications.createdAt })
    .from(criticApplications)
    .where(eq(criticApplications.userId, userId))
    .orderBy(desc(criticApplications.id))
    .limit(perMonth);
  const oldest = recent[perMonth - 1]?.createdAt.toISOString();
  if (!oldest || mayReapply(oldest, now)) return;
  const day = reapplyDay(oldest);
  const seconds = Math.max(1, Math.ceil((Date.parse(`${day}T00:00:00Z`) - now.getTime()) / 1000));
  throw tooManyRequests(tooManyApplicationsMessage(perMonth, day), seconds);
}

const takenName = () => fieldError(400, "criticName", CRITIC_NAME_TAKEN_MESSAGE);

/** POST /api/critic-applications: an account without a critic name applies for one. */
export async function applyToProgramme(
  ctx: AppContext,
  applicant: UserRow,
  input: ApplicationInput,
): Promise<Application> {
  if (await inCriticDatabase(ctx, input.criticName)) throw takenName();
  await assertNoLookalike(ctx, ctx.db, input.criticName, { field: "criticName", directory: true });
  const now = new Date();
  try {
    return await ctx.db.transaction(async (tx) => {
      // One application at a time per account: its row is the lock.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, applicant.id)).for("update");
      assertMayApply(await latestApplication(tx, applicant.id), now);
      await assertUnderMonthlyCap(tx, applicant.id, ctx.config.rateLimits.applicationsPerMonth, now);
      if (await criticNameHeld(tx, input.criticName)) throw takenName();
      const [row] = await tx
        .insert(criticApplications)
        .values({
          userId: applicant.id,
          criticName: input.criticName,
          publications: input.publications,
          links: input.links,
          statement: input.statement,
        })
        .returning();
      return toApplication(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, "critic_applications_one_open_key"))
      throw refuse("application_open", OPEN_APPLICATION_EXISTS);
    throw error;
  }
}

/** GET /api/critic-applications/mine: the account's latest application, whatever its state. */
export async function myApplication(db: Queryable, user: UserRow): Promise<Application | null> {
  const row = await latestApplication(db, user.id);
  return row ? toApplication(row) : null;
}

/** The application, locked for the rest of the transaction; 404 when there is none. */
export async function lockApplication(tx: Transaction, id: number): Promise<CriticApplicationRow> {
  const [row] = await tx.select().from(criticApplications).where(eq(criticApplications.id, id)).for("update");
  if (!row) throw notFound("No such application.");
  return row;
}

/** DELETE /api/critic-applications/mine: the applicant withdraws their open application. */
export async function withdrawApplication(ctx: AppContext, user: UserRow): Promise<Application> {
  return ctx.db.transaction(async (tx) => {
    const latest = await latestApplication(tx, user.id);
    if (latest?.status !== "open") throw notFound(NO_OPEN_APPLICATION);
    const row = await lockApplication(tx, latest.id);
    if (row.status !== "open") throw notFound(NO_OPEN_APPLICATION);
    if (isBeingApproved(row)) throw refuse("application_being_approved", BEING_APPROVED);
    const [withdrawn] = await tx
      .update(criticApplications)
      .set({ status: "withdrawn", decidedAt: new Date() })
      .where(eq(criticApplications.id, row.id))
      .returning();
    return toApplication(withdrawn!);
  });
}
