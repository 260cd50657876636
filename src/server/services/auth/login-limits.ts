import type { AppContext } from "../../context";
import { randomToken } from "../../lib/crypto";
import { tooManyRequests } from "../../lib/http-error";
import { addressKey } from "../client-address";
import { type Limit, waitText } from "../rate-limit";

const WINDOW_MS = 15 * 60_000;
/** Longest wait between two sign-in attempts on one account from clients it has not seen before. */
const MAX_STEP_SECONDS = 60;

const tooMany = (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`;

/**
 * How long after the account's window opened its `extra`-th attempt beyond the free ones may come:
 * waits of 1, 2, 4, 8 … seconds, at most a minute each.
 */
export function accountDelaySeconds(extra: number): number {
  let total = 0;
  for (let i = 0; i < extra; i++) total += Math.min(2 ** i, MAX_STEP_SECONDS);
  return total;
}

/** A browser that has signed in as a user before carries `<user id>:<random>` in a signed cookie. */
export const newKnownDevice = (userId: number) => `${userId}:${randomToken()}`;
export function knownDeviceOf(userId: number, device: string | undefined): string | undefined {
  const [owner, id] = device?.split(":") ?? [];
  return owner === String(userId) && id ? id : undefined;
}

export interface LoginAttempt {
  /** Call once the password was right: the attempt stops counting against the client and the account. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt before its password is checked, atomically, so a burst of any size verifies
 * at most the limit (docs/decisions/0020). Limits, per 15 minutes:
 * - per username and client (the known-device cookie if the browser has one for this user, else the
 *   address): RATE_LIMIT_LOGIN_PER_USER attempts, so one client cannot try many passwords;
 * - per address: RATE_LIMIT_LOGIN_PER_IP attempts, whatever the usernames;
 * - per username from clients it has not seen: the same number free, then growing waits (1 s, 2 s, 4 s …
 *   at most a minute), so many addresses together guess slowly. A known device is never slowed by this,
 *   so nobody can lock an account's owner out by failing on purpose.
 * A successful sign-in is taken off the counts.
 */
export async function countLoginAttempt(
  ctx: AppContext,
  username: string,
  ip: string | undefined,
  knownDevice: string | undefined,
): Promise<LoginAttempt> {
  const name = username.toLowerCase();
  const { loginPerUser, loginPerIp, ipv6Prefix } = ctx.config.rateLimits;
  const address = addressKey(ip, ipv6Prefix);
  const client = knownDevice ? `device:${knownDevice}` : `ip:${address}`;
  const perClient: Limit = { key: `login:user:${name}:${client}`, max: loginPerUser, windowMs: WINDOW_MS };
  const perIp: Limit = { key: `login:ip:${address}`, max: loginPerIp, windowMs: WINDOW_MS };
  const account = `login:account:${name}`;

  await ctx.rateLimiter.consume([perClient, perIp], tooMany);
  let countedOnAccount = false;
  if (!knownDevice) {
    const [row] = await ctx.rateLimiter.hit([{ key: account, max: loginPerUser, windowMs: WINDOW_MS }]);
    countedOnAccount = true;
    const extra = row!.hits - loginPerUser;
    if (extra > 0) {
      // A new window (WINDOW_MS after the first attempt) starts the count again.
      const delayMs = Math.min(accountDelaySeconds(extra) * 1000, WINDOW_MS);
      const allowedAt = row!.windowStart.getTime() + delayMs;
      const waitMs = allowedAt - Date.now();
      if (waitMs > 0) {
        await ctx.rateLimiter.refund([account]);
        const seconds = Math.ceil(waitMs / 1000);
        throw tooManyRequests(tooMany(waitText(seconds)), seconds);
      }
    }
  }
  return {
    async succeeded() {
      await ctx.rateLimiter.clear([perClient.key]);
      await ctx.rateLimiter.refund(countedOnAccount ? [perIp.key, account] : [perIp.key]);
    },
  };
}
