import { eq } from "drizzle-orm";
import type { MailTransport } from "../../adapters/mail/transport";
import type { Database, Queryable } from "../../db/client";
import { emails } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { createResetToken, LINK_TOKEN, type TokenPurpose } from "../auth/reset-tokens";
import type { RenderedEmail } from "./templates";

export const SEND_EMAIL_JOB = "send-email";

export interface EmailRequest extends RenderedEmail {
  to: string;
  kind: string;
  userId?: number | null;
  /**
   * A reset or invitation link for the account `userId`: the body holds LINK_TOKEN where its token goes,
   * and the token is made as the e-mail is sent, so no waiting e-mail holds a usable link (issue 48 item 3).
   */
  linkPurpose?: TokenPurpose;
  /** Extra headers sent with it (the digest's List-Unsubscribe pair). */
  headers?: Record<string, string>;
}

/** queueEmail for an account: to its address, filed under it; an account without an address gets none. */
export async function emailAccount(
  db: Queryable,
  kind: string,
  account: { id: number; email: string | null },
  email: RenderedEmail,
  linkPurpose?: TokenPurpose,
): Promise<number | null> {
  if (!account.email) return null;
  return queueEmail(db, { kind, to: account.email, userId: account.id, linkPurpose, ...email });
}

/**
 * Stores the e-mail (its body only until it leaves, see the `emails` table) and queues its delivery in the caller's transaction: an e-mail is sent if and only
 * if the action that caused it was committed, and a failing SMTP server only delays it.
 */
export async function queueEmail(db: Queryable, email: EmailRequest): Promise<number> {
  const [row] = await db
    .insert(emails)
    .values({
      userId: email.userId ?? null,
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      linkPurpose: email.linkPurpose ?? null,
      headers: email.headers ?? null,
    })
    .returning({ id: emails.id });
  await enqueueJob(
    db,
    SEND_EMAIL_JOB,
    { emailId: row!.id },
    { dedupeKey: `email:${row!.id}`, maxAttempts: 8 },
  );
  return row!.id;
}

/** What stays of an e-mail once it has left or been given up: who, what and when, not the body. */
const withoutBody = { textBody: null, htmlBody: null } as const;

export function sendEmailJob(db: Database, transport: MailTransport): JobHandler {
  return async (payload) => {
    const id = Number(payload.emailId);
    const [email] = await db.select().from(emails).where(eq(emails.id, id));
    if (email?.status !== "queued") return;
    if (email.textBody === null || email.htmlBody === null) {
      await markEmailFailed(db, id, "The body of the e-mail is gone.");
      return;
    }
    let { textBody: text, htmlBody: html } = email;
    if (email.linkPurpose) {
      if (email.userId === null) {
        await markEmailFailed(db, id, "The account the link was for is gone.");
        return;
      }
      // The link's token exists from here on: in this process's memory and in the e-mail, nowhere else.
      const token = await createResetToken(db, email.userId, email.linkPurpose);
      text = text.replaceAll(LINK_TOKEN, token);
      html = html.replaceAll(LINK_TOKEN, token);
    }
    try {
      await transport.send({
        id,
        to: email.toAddress,
        subject: email.subject,
        text,
        html,
        ...(email.headers ? { headers: email.headers } : {}),
      });
    } catch (error) {
      await db
        .update(emails)
        .set({ lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(emails.id, id));
      throw error;
    }
    await db
      .update(emails)
      .set({
        status: transport.kind === "smtp" ? "sent" : "logged",
        sentAt: new Date(),
        lastError: null,
        ...withoutBody,
      })
      .where(eq(emails.id, id));
  };
}

export async function markEmailFailed(db: Database, emailId: number, reason: string): Promise<void> {
  await db
    .update(emails)
    .set({ status: "failed", lastError: reason, ...withoutBody })
    .where(eq(emails.id, emailId));
}
