import type { CriticReview } from "@shared/schemas/critic";
import type { AppContext } from "../../context";
import { listCriticReviews } from "../critic/reviews";
import type { CsvColumn } from "./csv";

/** The columns of every critic-review export, the admin's and a critic's own. */
export const criticReviewColumns: CsvColumn<CriticReview>[] = [
  { header: "id", value: (r) => r.id },
  { header: "critic", value: (r) => r.reviewer },
  { header: "publication", value: (r) => r.publication },
  { header: "podcast", value: (r) => r.podcast },
  { header: "rating", value: (r) => r.rating },
  { header: "date", value: (r) => r.date },
  { header: "url", value: (r) => r.url },
  { header: "snippet", value: (r) => r.snippet },
  { header: "sync_status", value: (r) => r.syncStatus },
  { header: "submitted_at", value: (r) => r.submittedAt },
];

/**
 * Every critic's reviews, one critic at a time: memory holds one critic's list, never the whole programme.
 */
export async function* allCriticReviews(
  ctx: AppContext,
  critics: { name: string }[],
): AsyncGenerator<CriticReview> {
  // As each critic's My Reviews list shows it: delivered, waiting and failed.
  for (const { name } of critics) yield* await listCriticReviews(ctx, name);
}
