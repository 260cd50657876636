import { COMMON_PASSWORD_MESSAGE, EXPIRED_RESET_LINK, INVALID_RESET_TOKEN } from "@shared/schemas/auth";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../db/pg-errors";
import { passwordResetTokens, type UserRow, users } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { sha256 } from "../../lib/crypto";
import { refuse, fieldError, forbidden, HttpError, unauthorized } from "../../lib/http-error";
import { addressKey } from "../client-address";
import { emailAccount } from "../mail/mail-service";
import { passwordResetEmail, welcomeEmail } from "../mail/templates";
import { countLoginAttempt, knownDeviceOf, newKnownDevice } from "./login-limits";
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from "./passwords";
import { LINK_TOKEN, resetLink, resetTokenState, usableToken } from "./reset-tokens";
import type { SessionMeta } from "./sessions";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const FORGOT_PASSWORD_JOB = "forgot-password";

export const SUSPENDED_MESSAGE = "Your account has been suspended. Please contact an administrator.";
export const INVALID_CREDENTIALS = "Invalid username or password";
export const USERNAME_TAKEN = "Username already exists. Please choose another.";

export interface SignedIn {
  user: UserRow;
  token: string;
}

const findByUsername = (ctx: AppContext, username: string) =>
  ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);

export function assertNotCommon(password: string, field = "password"): void {
  if (isCommonPassword(password)) throw fieldError(400, field, COMMON_PASSWORD_MESSAGE);
}

export async function registerUser(
  ctx: AppContext,
  input: { username: string; password: string; name: string; email: string | null },
  meta: SessionMeta,
): Promise<SignedIn> {
  await ctx.rateLimiter.consume(
    [
      {
        key: `register:ip:${addressKey(meta.ip, ctx.config.rateLimits.ipv6Prefix)}`,
        max: ctx.config.rateLimits.registerPerIp,
        windowMs: HOUR,
      },
    ],
    (wait) => `Too many accounts created from your network. Please try again in ${wait}.`,
  );
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          name: input.name,
          email: input.email,
          passwordHash,
          role: "critic",
          status: "pending",
          lastLogin: new Date(),
        })
        .returning();
      if (!user) throw new Error("insert returned no user");
      if (user.email) {
        const brand = ctx.config.site.brandName;
        await emailAccount(tx, "welcome", user, welcomeEmail(brand, ctx.config.appUrl));
      }
      const token = await ctx.sessions.create(user.id, meta, tx);
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_username_lower_key"))
      throw refuse("username_taken", USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw error;
  } finally {
    ctx.worker.wake();
  }
}

export async function loginUser(
  ctx: AppContext,
  input: { username: string; password: string },
  meta: SessionMeta & { device?: string | undefined },
): Promise<SignedIn & { device: string }> {
  const user = await findByUsername(ctx, input.username);
  const knownDevice = user ? knownDeviceOf(user.id, meta.device) : undefined;
  const attempt = await countLoginAttempt(ctx, input.username, meta.ip, knownDevice);
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS, "invalid_credentials");
  if (user.status === "suspended") throw forbidden(SUSPENDED_MESSAGE, "account_suspended");
  const lastLogin = new Date();
  const token = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ lastLogin }).where(eq(users.id, user.id));
    return ctx.sessions.create(user.id, meta, tx);
  });
  await attempt.succeeded();
  const device = knownDevice ? meta.device! : newKnownDevice(user.id);
  return { user: { ...user, lastLogin }, token, device };
}

/**
 * Answers the same way, in the same time, whatever the username: the request only counts against the
 * limits and queues a job; the job looks the account up and sends the e-mail if there is one.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  username: string,
  meta: SessionMeta,
): Promise<void> {
  await ctx.rateLimiter.consume(
    [
      {
        key: `forgot:user:${username.toLowerCase()}`,
        max: ctx.config.rateLimits.forgotPerUser,
        windowMs: HOUR,
      },
      {
        key: `forgot:ip:${addressKey(meta.ip, ctx.config.rateLimits.ipv6Prefix)}`,
        max: ctx.config.rateLimits.forgotPerIp,
        windowMs: HOUR,
      },
    ],
    (wait) => `Too many password reset requests. Please try again in ${wait}.`,
  );
  await enqueueJob(ctx.db, FORGOT_PASSWORD_JOB, { username }, { maxAttempts: 3 });
  ctx.worker.wake();
}

/**
 * The job behind forgot-password: queues the e-mail; its link's token is made as it is sent
 * (reset-tokens.ts), so the waiting e-mail holds no usable link.
 */
export async function sendPasswordReset(ctx: AppContext, username: string): Promise<void> {
  const user = await findByUsername(ctx, username);
  if (!user?.email || user.status === "suspended") return;
  const email = passwordResetEmail(ctx.config.site.brandName, resetLink(ctx.config.appUrl, LINK_TOKEN));
  await emailAccount(ctx.db, "password-reset", user, email, "reset");
  ctx.worker.wake();
}

/** Why a link's token does not work, as the reset page shows it: expired (ask for a new one) or invalid. */
const tokenRefusal = (state: "expired" | "invalid") =>
  state === "expired" ? EXPIRED_RESET_LINK : INVALID_RESET_TOKEN;

/** GET /api/validate-reset-token/:token: null when the link works, else why not. */
export async function resetTokenProblem(ctx: AppContext, token: string): Promise<string | null> {
  const state = await resetTokenState(ctx.db, token);
  return state === "valid" ? null : tokenRefusal(state);
}

/** Sets the new password, spends the token (and every other one of the user) and ends all sessions. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  assertNotCommon(password);
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usableToken(sha256(token)))
      .returning({ userId: passwordResetTokens.userId, purpose: passwordResetTokens.purpose });
    if (!spent) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, spent.userId));
    await ctx.sessions.deleteForUser(spent.userId, tx);
    return true;
  });
  if (!done) {
    const state = await resetTokenState(ctx.db, token);
    // (A token still valid here was spent by a request that came in at the same moment.)
    const message = tokenRefusal(state === "valid" ? "invalid" : state);
    throw new HttpError(400, message, { errors: { token: message } });
  }
}
