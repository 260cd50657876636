import type { CriticInfo } from "@shared/schemas/critic";
import { sql } from "drizzle-orm";
import type { CriticNameRecord } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { countCriticReviews } from "./counts";
import { askCriticDb } from "./critic-db-failures";
import { defaultPublication } from "./presenter";
import { listCriticReviews } from "./reviews";

export const CRITIC_NOT_FOUND = "Critic name not found";

/**
 * What the add-review form and the dashboard need about a critic name: the review count, the
 * publication (or the publications to pick from). A name known to neither the critic database nor any
 * user is a 404; a critic without a record gets the default publication "<name> Reviews".
 */
export async function criticInfo(ctx: AppContext, criticName: string): Promise<CriticInfo> {
  const [critic, total] = await Promise.all([
    askCriticDb(() => ctx.criticDb.findCriticName(criticName)),
    countAsListed(ctx, criticName),
  ]);
  if (!critic && total === 0 && !(await isAssigned(ctx, criticName))) throw notFound(CRITIC_NOT_FOUND);
  return toInfo(criticName, critic, total);
}

/**
 * The count a critic sees beside their list: the list's own reviews that count (delivered and waiting,
 * never failed, never hidden by a moderator: what the public reads, issue 48 item 9), read from the same
 * critic-database answer, so the two agree within
 * AIRTABLE_CACHE_SECONDS of any change, whichever side made it (records added, edited or deleted in the
 * base, duplicates a failed answer left there). The local copy, which the sync reconciles later, is the
 * fallback when the critic database cannot be read.
 */
async function countAsListed(ctx: AppContext, criticName: string): Promise<number> {
  try {
    const reviews = await listCriticReviews(ctx, criticName);
    return reviews.filter((review) => review.syncStatus !== "failed" && !review.hidden).length;
  } catch {
    return countCriticReviews(ctx.db, criticName);
  }
}

export function toInfo(criticName: string, critic: CriticNameRecord | null, total: number): CriticInfo {
  const publications = critic?.publications ?? [];
  return {
    criticName: critic?.name ?? criticName,
    total_reviews: total,
    publication: critic?.publication ?? defaultPublication(criticName),
    hasMultiplePublications: publications.length > 1,
    publications: publications.map((p) => ({ id: p.id, name: p.name })),
  };
}

async function isAssigned(ctx: AppContext, criticName: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.criticName} = ${criticName}`)
    .limit(1);
  return rows.length > 0;
}
