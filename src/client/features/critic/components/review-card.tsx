import { HiddenNotice } from "@client/components/hidden-notice";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { StarRating } from "@client/components/ui/star-rating";
import { formatCriticDate } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { CriticReview } from "@shared/schemas/critic";
import { Pencil } from "lucide-react";
import { FullReviewLink, ReadMoreButton, useSnippet } from "../../../components/snippet-controls";
import { SyncStatus } from "./sync-status";

interface ReviewCardProps {
  review: CriticReview;
  /** Shown only when the critic may edit this review. */
  onEdit?: (review: CriticReview) => void;
  compact?: boolean;
}

/**
 * One critic review: podcast and the episode it is about, publication, date, stars, snippet (first 3
 * sentences, read more), state.
 */
export function ReviewCard({ review, onEdit, compact = false }: ReviewCardProps) {
  const snippet = useSnippet(review.snippet);
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="critic-review-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold wrap-anywhere text-fg">{review.podcast}</h3>
          {review.episode && (
            <p className="text-sm wrap-anywhere text-fg-secondary">
              Episode:{" "}
              <Link
                to={paths.episode(review.episode.id)}
                className="rounded-sm text-accent underline-offset-4 hover:underline"
              >
                {review.episode.title}
              </Link>
            </p>
          )}
          <p className="text-sm text-fg-muted wrap-anywhere">
            {review.publication}
            {review.date && (
              <>
                {" · "}
                <time dateTime={review.date}>{formatCriticDate(review.date)}</time>
              </>
            )}
          </p>
        </div>
        {onEdit && (
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onEdit(review)}
            aria-label={`Edit review of ${review.podcast}`}
            className="-mt-2 -mr-2 shrink-0"
          >
            <Pencil aria-hidden />
          </Button>
        )}
      </div>
      {review.hidden && <HiddenNotice counts="the critics' score or any public list" />}
      {review.rating !== null && <StarRating value={review.rating} size="sm" />}
      <p
        id={snippet.id}
        className="text-sm leading-relaxed whitespace-pre-line wrap-anywhere text-fg-secondary"
      >
        {snippet.text}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {snippet.truncated && !compact && <ReadMoreButton snippet={snippet} />}
          {review.url && (
            <FullReviewLink url={review.url} context={`of ${review.podcast}`}>
              Full review
            </FullReviewLink>
          )}
        </div>
        <SyncStatus review={review} />
      </div>
    </Card>
  );
}
