import { milestoneProgress, TIER_LABELS, titleSlug } from "@shared/constants/tiers";
import { criticCardPath, criticSharePath } from "@shared/schemas/critic";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { countCriticReviews } from "./counts";

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

export interface CriticBySlug {
  criticName: string;
  slug: string;
}

/** The critic (a user's critic name) whose public page has this slug, or null: one indexed lookup. */
export async function findCriticBySlug(ctx: AppContext, slug: string): Promise<CriticBySlug | null> {
  const [row] = await ctx.db
    .select({ criticName: users.criticName, slug: users.slug })
    .from(users)
    .where(and(eq(users.slug, slug), isNotNull(users.criticName)));
  return row ? { criticName: row.criticName!, slug: row.slug! } : null;
}

/** What the share page, its Open Graph tags and the PNG show for one critic. */
export async function shareCard(
  ctx: AppContext,
  { criticName, slug }: CriticBySlug,
): Promise<CriticShareCard> {
  const reviewCount = await countCriticReviews(ctx.db, criticName);
  const { current } = milestoneProgress(reviewCount);
  const base = ctx.config.appUrl;
  return {
    criticName,
    reviewCount,
    title: current.title,
    tierLabel: TIER_LABELS[current.tier],
    description: current.description,
    shareUrl: `${base}${criticSharePath(slug)}`,
    imageUrl: `${base}${criticCardPath(slug)}?v=${titleSlug(current.title)}-${reviewCount}`,
    downloadName: `${titleSlug(current.title)}.png`,
  };
}
