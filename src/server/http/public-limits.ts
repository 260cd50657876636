import type { FastifyInstance } from "fastify";
import { tooManyRequests } from "../lib/http-error";
import { AddressBudget } from "../services/address-budget";
import { addressKey } from "../services/client-address";
import { waitText } from "../services/rate-limit";

/** The public pages anyone may ask for without signing in: share pages and cards, critic pages, the leaderboard. */
const PUBLIC = /^\/(share\/|critics(\/|\?|$)|api\/critics(\/|\?|$))/;

/**
 * Per-address limits on the public pages (RATE_LIMIT_PUBLIC_PER_IP a minute, IPv6 by prefix), checked
 * before anything else is done for the request: over it, 429 with Retry-After. Kept in each instance's
 * memory, not in the database, where counting would cost every anonymous request a write (docs/decisions/0052).
 */
export function registerPublicLimits(app: FastifyInstance): void {
  const { publicPerIp, ipv6Prefix } = app.ctx.config.rateLimits;
  const budget = new AddressBudget(publicPerIp);
  app.addHook("onRequest", (request, _reply, done) => {
    if (!PUBLIC.test(request.url)) return done();
    const wait = budget.take(addressKey(request.ip, ipv6Prefix));
    if (wait > 0)
      return done(tooManyRequests(`Too many requests. Please try again in ${waitText(wait)}.`, wait));
    done();
  });
}
