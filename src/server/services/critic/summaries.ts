import type { CriticNameRecord } from "../../adapters/critic-db";
import type { AppContext } from "../../context";
import { criticReviewCounts } from "./counts";
import { askCriticDb } from "./critic-db-failures";

export interface CriticNameSummary {
  id: string;
  name: string;
  publication: string | null;
  publications: { id: string; name: string }[];
  /** The review count (services/critic/counts.ts). */
  total_reviews: number;
}

/**
 * Every critic name with its publications and review count, for administration
 * (GET /api/admin/critic-names answers `{ id, name, publication, total_reviews }` from this).
 */
export async function criticNameSummaries(ctx: AppContext): Promise<CriticNameSummary[]> {
  const names = await askCriticDb(() => ctx.criticDb.listCriticNames());
  const counts = await criticReviewCounts(
    ctx.db,
    names.map((n) => n.name),
  );
  return names.map((n: CriticNameRecord) => ({
    id: n.id,
    name: n.name,
    publication: n.publication,
    publications: n.publications,
    total_reviews: counts.get(n.name) ?? 0,
  }));
}
