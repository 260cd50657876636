import type { AppContext } from "../context";
import { FORGOT_PASSWORD_JOB, sendPasswordReset } from "../services/auth/accounts";
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
    },
    onFailure: {
      [SEND_EMAIL_JOB]: (job, error) => markEmailFailed(ctx.db, Number(job.payload.emailId), error.message),
    },
  };
}
