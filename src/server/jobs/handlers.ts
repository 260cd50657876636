import type { AppContext } from "../context";
import { FORGOT_PASSWORD_JOB, sendPasswordReset } from "../services/auth/accounts";
import { deliverCriticReviewJob, markDeliveryFailed } from "../services/critic/delivery";
import { DELIVER_CRITIC_REVIEW_JOB } from "../services/critic/outbox";
import { REFRESH_FEED_JOB, refreshFeed, refreshJobFailed } from "../services/episodes/refresh";
import { DIGEST_RUN_JOB, digestRunJob } from "../services/following/digests";
import { markEmailFailed, SEND_EMAIL_JOB, sendEmailJob } from "../services/mail/mail-service";
import type { FailureHandler, JobHandler } from "./worker";

/** Every kind of background job the app runs, and what to record when one fails for good. */
export function jobHandlers(ctx: AppContext): {
  handlers: Record<string, JobHandler>;
  onFailure: Record<string, FailureHandler>;
} {
  return {
    handlers: {
      [SEND_EMAIL_JOB]: sendEmailJob(ctx.db, ctx.mail),
      [FORGOT_PASSWORD_JOB]: (payload) => sendPasswordReset(ctx, String(payload.username)),
      [DELIVER_CRITIC_REVIEW_JOB]: deliverCriticReviewJob(ctx),
      [REFRESH_FEED_JOB]: (payload) => refreshFeed(ctx, Number(payload.podcastId)),
      [DIGEST_RUN_JOB]: digestRunJob(ctx.db, ctx.config, ctx.config.jobLockMs),
    },
    onFailure: {
      [SEND_EMAIL_JOB]: (job, error) => markEmailFailed(ctx.db, Number(job.payload.emailId), error.message),
      [DELIVER_CRITIC_REVIEW_JOB]: (job, error) => markDeliveryFailed(ctx, job, error),
      [REFRESH_FEED_JOB]: (job, error) => refreshJobFailed(ctx, Number(job.payload.podcastId), error),
    },
  };
}
