import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, Queryable } from "../../db/client";
import { digestSends } from "../../db/schema";
import { enqueueJob, RetryLaterError } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { queueEmail } from "../mail/mail-service";
import { digestEmail } from "./digest-email";
import { type DigestWeek, digestWeekAt, nextDigestWeek } from "./digest-week";
import { feedItems } from "./feed";
import { unsubscribeToken } from "./unsubscribe-token";

export const DIGEST_RUN_JOB = "send-digests";
/** Items a digest lists at most; the rest are on the Following page. */
export const DIGEST_ITEMS = 20;
const BATCH = 100;

export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

/** What a digest run needs of the configuration. */
export type DigestConfig = Pick<Config, "appUrl" | "sessionSecret" | "timeZone" | "digest"> & {
  site: Pick<Config["site"], "brandName">;
};

/**
 * The members due a digest this week: active, with an address, the digest on, following something, and
 * without this week's row yet. By id from `afterId`, so each batch starts where the last one ended rather than
 * walking past every member already done.
 */
async function dueMembers(db: Queryable, week: string, afterId: number, limit: number) {
  const result = await db.execute<{ id: number; email: string }>(sql`
    select u.id, u.email from users u
    where u.digest = 'weekly' and u.status = 'active' and u.email is not null
      and (exists (select 1 from critic_follows f where f.follower_id = u.id)
        or exists (select 1 from podcast_follows f where f.follower_id = u.id))
      and not exists (select 1 from digest_sends d where d.user_id = u.id and d.week = ${week})
      and u.id > ${afterId}
    order by u.id limit ${limit}`);
  return result.rows.map((row) => ({ id: Number(row.id), email: row.email }));
}

/**
 * One member's digest for the week, exactly once: the week's row is claimed first, in the transaction
 * that queues the e-mail, so a second run, instance or restart finds it and does nothing. Nothing is
 * sent when nothing is new since the member's last digest (or, the first time, since a week before).
 * Answers whether an e-mail was queued.
 */
export async function sendMemberDigest(
  db: Database,
  config: DigestConfig,
  member: { id: number; email: string },
  week: DigestWeek,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(digestSends)
      .values({ userId: member.id, week: week.week, coveredUntil: now, items: 0 })
      .onConflictDoNothing()
      .returning({ userId: digestSends.userId });
    if (!claimed) return false;
    const previous = await tx.execute<{ until: Date | string | null }>(sql`
      select max(covered_until) as until from digest_sends
      where user_id = ${member.id} and week <> ${week.week}`);
    const last = previous.rows[0]?.until;
    const since = last ? new Date(last) : new Date(week.dueAt.getTime() - 7 * 86_400_000);
    const { items, next } = await feedItems(tx, member.id, { limit: DIGEST_ITEMS, since, until: now });
    if (items.length === 0) return false;
    const link = `${config.appUrl}${unsubscribePath(unsubscribeToken(config.sessionSecret, member.id, now))}`;
    const email = digestEmail(config.site.brandName, config.appUrl, items, next !== null, link);
    const emailId = await queueEmail(tx, {
      kind: "digest",
      to: member.email,
      userId: member.id,
      ...email,
      headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await tx.execute(sql`update digest_sends set items = ${items.length}, email_id = ${emailId}
      where user_id = ${member.id} and week = ${week.week}`);
    return true;
  });
}

/**
 * Every due digest of the week, a member at a time. `budgetMs`: stop after about this long and answer
 * false (the job continues in a later run, so it never outlives its lock); true when none is left.
 */
export async function sendDigests(
  db: Database,
  config: DigestConfig,
  week: DigestWeek,
  options: { now?: () => Date; budgetMs?: number } = {},
): Promise<{ queued: number; done: boolean }> {
  const started = Date.now();
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const members = await dueMembers(db, week.week, afterId, BATCH);
    if (members.length === 0) return { queued, done: true };
    afterId = members.at(-1)!.id;
    for (const member of members) {
      if (await sendMemberDigest(db, config, member, week, options.now?.() ?? new Date())) queued++;
    }
    if (options.budgetMs !== undefined && Date.now() - started > options.budgetMs)
      return { queued, done: false };
  }
}

/** The week's run as a job: due at the digest moment; a long run continues in a later run of the job. */
export function digestRunJob(db: Database, config: DigestConfig, lockMs: number): JobHandler {
  return async (payload) => {
    const week = { week: String(payload.week), dueAt: new Date(String(payload.dueAt)) };
    const { done } = await sendDigests(db, config, week, { budgetMs: lockMs / 4 });
    if (!done) throw new RetryLaterError("more digests to send", 0);
  };
}

/**
 * Queues the current week's run (due already: it runs at once if it has not) and the next week's, each
 * once however many instances ask (the job's key is the week). Every instance calls it at start-up and
 * with its maintenance.
 */
export async function scheduleDigestRuns(db: Queryable, config: DigestConfig, now = new Date()) {
  const current = digestWeekAt(config.timeZone, config.digest, now);
  for (const week of [current, nextDigestWeek(config.timeZone, config.digest, current)]) {
    await enqueueJob(
      db,
      DIGEST_RUN_JOB,
      { week: week.week, dueAt: week.dueAt.toISOString() },
      { dedupeKey: `digest-run:${week.week}`, runAt: week.dueAt, maxAttempts: 10 },
    );
  }
}
