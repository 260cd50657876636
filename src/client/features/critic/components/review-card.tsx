import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { StarRating } from "@client/components/ui/star-rating";
import { formatCriticDate } from "@client/lib/format";
import type { CriticReview } from "@shared/schemas/critic";
import { ExternalLink, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { sentencePreview } from "../lib/snippet";
import { SyncStatus } from "./sync-status";

interface ReviewCardProps {
  review: CriticReview;
  /** Shown only when the critic may edit this review. */
  onEdit?: (review: CriticReview) => void;
  compact?: boolean;
}

/** One critic review: podcast, publication, date, stars, snippet (first 3 sentences, read more), state. */
export function ReviewCard({ review, onEdit, compact = false }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false);
  const snippetId = useId();
  const { preview, truncated } = sentencePreview(review.snippet);
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="critic-review-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold wrap-anywhere text-fg">{review.podcast}</h3>
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
      {review.rating !== null && <StarRating value={review.rating} size="sm" />}
      <p
        id={snippetId}
        className="text-sm leading-relaxed whitespace-pre-line wrap-anywhere text-fg-secondary"
      >
        {expanded || !truncated ? review.snippet : `${preview} …`}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {truncated && !compact && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={snippetId}
              onClick={() => setExpanded((v) => !v)}
              className="min-h-9 text-sm font-medium text-accent hover:underline"
            >
              {expanded ? "Show less" : "Read more"}
            </button>
          )}
          {review.url && (
            <a
              href={review.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1 text-sm text-accent hover:underline"
            >
              Full review <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">of {review.podcast} (opens in a new tab)</span>
            </a>
          )}
        </div>
        <SyncStatus review={review} />
      </div>
    </Card>
  );
}
