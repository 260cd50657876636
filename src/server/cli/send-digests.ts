import { createMailTransport } from "../adapters/mail/transport";
import { JobWorker } from "../jobs/worker";
import { createLogger } from "../logger";
import { digestWeekAt } from "../services/following/digest-week";
import { sendDigests } from "../services/following/digests";
import { markEmailFailed, SEND_EMAIL_JOB, sendEmailJob } from "../services/mail/mail-service";
import { fail, openForCli, parseCliArgs } from "./open-for-cli";

const USAGE = `Usage: node dist/server/cli/send-digests.js --now
       (in a checkout: npm run send-digests -- --now)
Sends the current week's weekly digests at once, instead of at DIGEST_DAY DIGEST_HOUR (APP_TIMEZONE):
one to each member who follows something, has the digest on and has something new since their last
digest. Each member gets at most one digest a week, whoever sends it: running it twice, or after the
server's own run, sends nothing more. The e-mails go through SMTP_URL, like the server's.`;

const parsed = parseCliArgs({ options: { now: { type: "boolean" } } }, USAGE);
if (!parsed.values.now)
  fail(`--now is required (the server sends the digests on its own schedule).\n${USAGE}`);

const { config, database } = await openForCli();
const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
const mail = createMailTransport(config.smtpUrl, config.mailFrom, logger, config.smtpTimeoutMs);
try {
  const week = digestWeekAt(config.timeZone, config.digest, new Date());
  const { queued } = await sendDigests(database.db, config, week);
  // The e-mails go out through the job queue like every other: each is claimed before it is sent, so a
  // server running beside this command never sends one twice.
  const worker = new JobWorker(
    database.db,
    { [SEND_EMAIL_JOB]: sendEmailJob(database.db, mail) },
    {
      pollMs: config.jobPollMs,
      lockMs: config.jobLockMs,
      embedded: database.kind === "pglite",
      logger,
      onFailure: {
        [SEND_EMAIL_JOB]: (job, error) =>
          markEmailFailed(database.db, Number(job.payload.emailId), error.message),
      },
    },
  );
  await worker.drain();
  await worker.stop();
  console.info(
    `Digests of the week of ${week.week}: ${queued} queued now${queued > 0 ? ` and sent${config.smtpUrl ? "" : " to the log (SMTP_URL is not set)"}` : " (none was due)"}.`,
  );
} finally {
  mail.close();
  await database.close();
}
