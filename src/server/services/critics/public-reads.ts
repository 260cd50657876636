import type { CriticPage, Leaderboard, LeaderboardPeriod } from "@shared/schemas/critics";
import type { AppContext } from "../../context";
import type { SocialMeta } from "../../lib/html";
import {
  type CriticBySlug,
  type CriticShareCard,
  criticPageMeta,
  findCriticBySlug,
  shareCard,
} from "../critic/share";
import { criticPage, isCriticSlug, leaderboard } from "./critic-pages";
import type { PageRequest } from "./podcast-critic-reviews";

// The public reads (no sign-in needed), kept for PUBLIC_CACHE_SECONDS (ctx.publicCache) so that anonymous
// traffic costs a query per answer and period, not per request. What may be stale, and for how long:
// docs/decisions/0052.

/** GET /api/critics: an aggregate over every critic review, read once per period for everyone. */
export function publicLeaderboard(ctx: AppContext, period: LeaderboardPeriod): Promise<Leaderboard> {
  return ctx.publicCache.get(`leaderboard:${period}`, () => leaderboard(ctx.db, period, ctx.config.timeZone));
}

/** GET /api/critics/:slug: kept for signed-out visitors; signed in (the critic, an administrator), always read. */
export function publicCriticPage(
  ctx: AppContext,
  slug: string,
  paging: PageRequest,
  signedIn: boolean,
): Promise<CriticPage> {
  const read = () => criticPage(ctx.db, slug, paging, ctx.criticDb);
  if (signedIn) return read();
  return ctx.publicCache.get(`critic:${slug}:${paging.page}:${paging.pageSize}`, read);
}

/** A share link's critic and what their card shows (the share page, the PNG, the critic page's tags), or null. */
export function publicShareCard(
  ctx: AppContext,
  slug: string,
): Promise<{ critic: CriticBySlug; card: CriticShareCard } | null> {
  // Only what could be a slug is kept, so that made-up addresses cannot push real answers out.
  if (!isCriticSlug(slug)) return Promise.resolve(null);
  return ctx.publicCache.get(`card:${slug}`, async () => {
    const critic = await findCriticBySlug(ctx, slug);
    return critic ? { critic, card: await shareCard(ctx, critic) } : null;
  });
}

/** A critic page's unfurl tags (the card, the bio's first sentence, the feed), or null for no such critic. */
export function publicCriticPageMeta(ctx: AppContext, slug: string): Promise<SocialMeta | null> {
  if (!isCriticSlug(slug)) return Promise.resolve(null);
  return ctx.publicCache.get(`meta:${slug}`, async () => {
    const critic = await findCriticBySlug(ctx, slug);
    return critic ? criticPageMeta(ctx, critic) : null;
  });
}
