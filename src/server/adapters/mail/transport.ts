import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface OutgoingEmail {
  /** The row in the `emails` table: what the log names instead of the body. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Where e-mails go: a real SMTP server, or (without SMTP_URL) nowhere but a log line naming the e-mail
 * (id, recipient, subject). A body is never logged: it may hold a reset or invitation link.
 */
export interface MailTransport {
  readonly kind: "smtp" | "log";
  send(email: OutgoingEmail): Promise<void>;
  /** Connects to the SMTP server and signs in, sending nothing; rejects when it cannot (issue 51 item 4). */
  verify?(): Promise<void>;
  close(): void;
}

/** The e-mail's Message-ID (RFC 5322): the same for every attempt to send one stored e-mail. */
export const messageIdOf = (emailId: number, domain: string) => `<email-${emailId}@${domain}>`;

/**
 * `timeoutMs` bounds connecting, the greeting, each wait on the socket and the whole sending of one
 * e-mail (nodemailer's own defaults are 2 and 10 minutes): a job's lock must outlast the send, or a
 * hanging SMTP server lets another instance send the same e-mail again.
 */
export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  logger: FastifyBaseLogger,
  timeoutMs = 20_000,
): MailTransport {
  if (!smtpUrl) {
    return {
      kind: "log",
      async send(email) {
        logger.info(
          { emailId: email.id, to: email.to, subject: email.subject },
          "e-mail not sent: SMTP_URL is not set (body discarded)",
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    },
    { from },
  );
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return {
    kind: "smtp",
    async send({ id, ...email }) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        // One Message-ID per stored e-mail: if the process dies after the SMTP server took it but before
        // the job was recorded done, the next attempt sends the same message, which mail systems drop.
        await transporter.sendMail({ from, ...email, messageId: messageIdOf(id, domain), signal });
      } catch (error) {
        if (!signal.aborted) throw error;
        throw new Error(`The SMTP server did not take the e-mail within ${timeoutMs / 1000} s.`);
      }
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}
