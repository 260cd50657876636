import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where e-mails go: a real SMTP server, or (without SMTP_URL) the log. */
export interface MailTransport {
  readonly kind: "smtp" | "log";
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  logger: FastifyBaseLogger,
): MailTransport {
  if (!smtpUrl) {
    return {
      kind: "log",
      async send(email) {
        logger.info(
          { to: email.to, subject: email.subject, text: email.text },
          "e-mail (SMTP_URL not set, logged only)",
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: "smtp",
    async send(email) {
      await transporter.sendMail({ from, ...email });
    },
    close: () => transporter.close(),
  };
}
