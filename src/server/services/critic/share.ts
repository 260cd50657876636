import { milestoneProgress, TIER_LABELS, titleSlug } from "@shared/constants/tiers";
import { criticCardPath, criticSharePath, criticShareSlug } from "@shared/schemas/critic";
import { isNotNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { countCriticReviews } from "./reviews";

export interface CriticShareCard {
  criticName: string;
  reviewCount: number;
  title: string;
  tierLabel: string;
  description: string;
  shareUrl: string;
  /** Absolute URL of the PNG, versioned by title and count so that unfurls refresh when they change. */
  imageUrl: string;
  downloadName: string;
}

/** The critic (a user's critic name) whose public share page has this slug, or null. */
export async function findCriticBySlug(ctx: AppContext, slug: string): Promise<string | null> {
  const rows = await ctx.db.select({ name: users.criticName }).from(users).where(isNotNull(users.criticName));
  return rows.map((r) => r.name!).find((name) => criticShareSlug(name) === slug) ?? null;
}

/** What the share page, its Open Graph tags and the PNG show for one critic. */
export async function shareCard(ctx: AppContext, criticName: string): Promise<CriticShareCard> {
  const reviewCount = await countCriticReviews(ctx, criticName);
  const { current } = milestoneProgress(reviewCount);
  const base = ctx.config.appUrl;
  return {
    criticName,
    reviewCount,
    title: current.title,
    tierLabel: TIER_LABELS[current.tier],
    description: current.description,
    shareUrl: `${base}${criticSharePath(criticName)}`,
    imageUrl: `${base}${criticCardPath(criticName)}?v=${titleSlug(current.title)}-${reviewCount}`,
    downloadName: `${titleSlug(current.title)}.png`,
  };
}
