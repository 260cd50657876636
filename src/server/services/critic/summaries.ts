import { sql } from "drizzle-orm";
import type { CriticNameRecord } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import { askCriticDb } from "./errors";

export interface CriticNameSummary {
  id: string;
  name: string;
  publication: string | null;
  publications: { id: string; name: string }[];
  /** Reviews in the critic database plus accepted ones still waiting for delivery (or failed). */
  total_reviews: number;
}

/**
 * Every critic name with its publications and review count, for administration
 * (GET /api/admin/critic-names answers `{ id, name, publication, total_reviews }` from this).
 */
export async function criticNameSummaries(ctx: AppContext): Promise<CriticNameSummary[]> {
  const [names, waiting] = await Promise.all([
    askCriticDb(() => ctx.criticDb.listCriticNames()),
    undeliveredCounts(ctx),
  ]);
  return names.map((n: CriticNameRecord) => ({
    id: n.id,
    name: n.name,
    publication: n.publication,
    publications: n.publications,
    total_reviews: n.totalReviews + (waiting.get(n.name) ?? 0),
  }));
}

/** Accepted reviews not in the critic database yet, per reviewer. */
async function undeliveredCounts(ctx: AppContext): Promise<Map<string, number>> {
  const result = await ctx.db.execute<{ reviewer: string; count: number }>(sql`
    select reviewer, count(*)::int as count from critic_review_submissions
    where status <> 'delivered' group by reviewer`);
  return new Map(result.rows.map((r) => [r.reviewer, Number(r.count)]));
}
