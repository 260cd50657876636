import { CRITIC_REVIEWS_PAGE_SIZE } from "@shared/constants/podcast";
import { criticFeedPath } from "@shared/constants/programme";
import { milestoneProgress, TIER_LABELS, titleSlug, withArticle } from "@shared/constants/tiers";
import { criticCardPath, criticPagePath, criticSharePath } from "@shared/schemas/critic";
import type { AppContext } from "../../context";
import type { SocialMeta } from "../../lib/html";
import { criticPage, lookupPublicCritic } from "../critics/critic-pages";
import { firstSentence, publicProfile } from "../programme/profiles";
import { criticPageJsonLd, jsonLdScript } from "../seo/json-ld";
import { countPersonReviews } from "./counts";
import { CARD_HEIGHT, CARD_WIDTH } from "./title-card";

export interface CriticShareCard {
  criticName: string;
  reviewCount: number;
  title: string;
  tierLabel: string;
  description: string;
  shareUrl: string;
  /** Absolute URL of the critic's public page in the app (/critics/<slug>). */
  pageUrl: string;
  /** Absolute URL of the PNG, versioned by title and count so that unfurls refresh when they change. */
  imageUrl: string;
  /**
   * The same PNG as a path on this site: what the share page's own <img> loads, so its Content-Security-
   * Policy (img-src 'self') allows it under any host name the site answers to, not only APP_URL's.
   */
  imagePath: string;
  downloadName: string;
}

export interface CriticBySlug {
  criticName: string;
  slug: string;
  /** Every critic name they have held, the current one included (their reviews under each are theirs). */
  names: string[];
}

/**
 * The critic whose share page and card have this slug, or null: the same lookup as their public page
 * (active critics only), so a suspended critic's share link and page are both gone.
 */
export async function findCriticBySlug(ctx: AppContext, slug: string): Promise<CriticBySlug | null> {
  const critic = await lookupPublicCritic(ctx.db, slug);
  return critic ? { criticName: critic.name, slug: critic.slug, names: critic.names } : null;
}

/** What the share page, its Open Graph tags and the PNG show for one critic. */
export async function shareCard(
  ctx: AppContext,
  { criticName, slug, names }: CriticBySlug,
): Promise<CriticShareCard> {
  const reviewCount = await countPersonReviews(ctx.db, names);
  const { current } = milestoneProgress(reviewCount);
  const base = ctx.config.appUrl;
  return {
    criticName,
    reviewCount,
    title: current.title,
    tierLabel: TIER_LABELS[current.tier],
    description: current.description,
    shareUrl: `${base}${criticSharePath(slug)}`,
    pageUrl: `${base}${criticPagePath(slug)}`,
    imageUrl: `${base}${criticCardPath(slug)}?v=${titleSlug(current.title)}-${reviewCount}`,
    imagePath: `${criticCardPath(slug)}?v=${titleSlug(current.title)}-${reviewCount}`,
    downloadName: `${titleSlug(current.title)}.png`,
  };
}

/** How a link to the critic unfurls: "Jordan Vale is a Seasoned Critic on Critics' Corner", the card. */
export function cardSocialMeta(card: CriticShareCard, brandName: string, url: string): SocialMeta {
  const s = card.reviewCount === 1 ? "" : "s";
  return {
    siteName: brandName,
    title: `${card.criticName} is ${withArticle(card.title)} on ${brandName}`,
    // About the critic, to whoever reads the link: third person (the title's own text speaks to the critic).
    description: `${card.tierLabel} tier · ${card.reviewCount} review${s}. ${card.criticName} holds the title ${card.title} on ${brandName}.`,
    url,
    image: {
      url: card.imageUrl,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alt: `${brandName} title card: ${card.criticName}, ${card.title}`,
    },
  };
}

/** The critic page as it opens: its first page of reviews. */
const FIRST_PAGE = { page: 1, pageSize: CRITIC_REVIEWS_PAGE_SIZE };

/**
 * How the critic's page in the app unfurls: the card, with the first sentence of the critic's bio as
 * the description when they wrote one; its Atom feed; and, for search engines, the page as JSON-LD with
 * the reviews of its first page.
 */
export async function criticPageMeta(ctx: AppContext, critic: CriticBySlug): Promise<SocialMeta> {
  const brandName = ctx.config.site.brandName;
  const [card, profile, page] = await Promise.all([
    shareCard(ctx, critic),
    publicProfile(ctx.db, critic.slug),
    criticPage(ctx.db, critic.slug, FIRST_PAGE, ctx.criticDb),
  ]);
  const meta = cardSocialMeta(card, brandName, card.pageUrl);
  const sentence = firstSentence(profile.bio);
  return {
    ...meta,
    description: sentence || meta.description,
    feed: {
      title: `${critic.criticName}'s reviews (Atom)`,
      url: `${ctx.config.appUrl}${criticFeedPath(critic.slug)}`,
    },
    structuredData: jsonLdScript(criticPageJsonLd(page, card.pageUrl)),
  };
}
