import type { FastifyBaseLogger } from "fastify";
import type { MailTransport } from "./adapters/mail/transport";
import type { Config } from "./config";

/**
 * What a production start says about settings that work but are unsafe or broken (issue 51 item 4,
 * decision 0079), each once, as a warning in the log: an http APP_URL allowed by ALLOW_HTTP, /metrics
 * without a token, an SMTP server that cannot be reached (checked in the background; e-mails wait in the
 * queue meanwhile). Answers when the SMTP check is done.
 */
export async function warnAboutProduction(
  config: Config,
  logger: FastifyBaseLogger,
  mail: MailTransport,
): Promise<void> {
  if (!config.isProduction) return;
  if (!config.appUrl.startsWith("https:")) {
    logger.warn(
      { appUrl: config.appUrl },
      "APP_URL is not https: allowed by ALLOW_HTTP=1. Sign-in cookies and links travel unencrypted unless a proxy adds TLS.",
    );
  }
  if (config.metricsEnabled && !config.metricsToken) {
    logger.warn("/metrics is on without METRICS_TOKEN: anyone who can reach it reads it. Set METRICS_TOKEN.");
  }
  if (mail.kind === "smtp" && mail.verify) {
    await mail.verify().catch((error: unknown) => {
      const host = config.smtpUrl && URL.canParse(config.smtpUrl) ? new URL(config.smtpUrl).host : "";
      logger.warn(
        { smtpHost: host, reason: error instanceof Error ? error.message : String(error) },
        "SMTP_URL: the SMTP server cannot be reached; e-mails wait in the queue until it can. Check SMTP_URL.",
      );
    });
  }
}
