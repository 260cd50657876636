import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../lib/http-error";
import { AddressBudget } from "../services/address-budget";
import { addressKey } from "../services/client-address";
import { waitText } from "../services/rate-limit";
import { policies } from "./policies";

declare module "fastify" {
  interface FastifyInstance {
    /** Spends one request of the caller's address budget on the public routes; throws 429 past it. */
    spendPublicBudget: (request: FastifyRequest) => void;
  }
}

/**
 * Per-address limits on what anyone may ask for without signing in (RATE_LIMIT_PUBLIC_PER_IP a minute,
 * IPv6 by prefix; over it, 429 with Retry-After). Which requests count is decided by the route the router
 * matched, never by the address as written, so `/api/%63ritics/x` or `/Critics/x` count like `/critics/x`
 * (docs/decisions/0052, 0071):
 *
 * - a route whose policy is `policies.public` (critic and share pages, cards, feeds, the sitemap, covers,
 *   sign-in and reset calls): every request, checked before anything else is done for it;
 * - no route at all (the not-found handler: the app's pages such as /auth, any other address): a visitor
 *   who is not signed in (`spendPublicBudget`, called there once the session cookie is read), so members
 *   behind one address are never turned away from their own pages.
 *
 * Fixed answers that cost nothing (`policies.publicFixed`: health probes, robots.txt) are not counted. Kept in
 * each instance's memory, not in the database, where counting would cost every anonymous request a write.
 */
export function registerPublicLimits(app: FastifyInstance): void {
  const { publicPerIp, ipv6Prefix } = app.ctx.config.rateLimits;
  const budget = new AddressBudget(publicPerIp);
  const spend = (request: FastifyRequest) => {
    const wait = budget.take(addressKey(request.ip, ipv6Prefix));
    if (wait > 0) throw tooManyRequests(`Too many requests. Please try again in ${waitText(wait)}.`, wait);
  };
  app.decorate("spendPublicBudget", spend);
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.routeOptions.config.access !== policies.public) return done();
    try {
      spend(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
