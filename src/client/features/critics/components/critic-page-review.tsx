import { NewTabLink } from "@client/components/ui/new-tab-link";
import { StarRating } from "@client/components/ui/star-rating";
import { ReportButton } from "@client/features/moderation";
import { formatCriticDate } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { sentencePreview } from "@client/lib/snippet";
import { isHttpUrl } from "@shared/constants/links";
import { paths } from "@shared/routing/page-paths";
import type { CriticPageReview } from "@shared/schemas/critics";
import { ExternalLink } from "lucide-react";
import { useId, useState } from "react";

interface Props {
  review: CriticPageReview;
  /** Podcast pages are for signed-in users: signed out, the podcast is plain text. */
  linkPodcasts: boolean;
  /** The critic's name when the viewer may report their reviews (signed in, and not this critic). */
  reportAs?: string | null;
}

/** One review on a critic's public page: podcast, publication and date, stars, snippet, full review. */
export function CriticPageReviewItem({ review, linkPodcasts, reportAs }: Props) {
  const [expanded, setExpanded] = useState(false);
  const snippetId = useId();
  const { preview, truncated } = sentencePreview(review.snippet);
  const podcast =
    linkPodcasts && review.podcastId !== null ? (
      <Link
        to={paths.podcast(review.podcastId)}
        className="rounded-sm underline-offset-4 hover:text-accent-hover hover:underline"
      >
        {review.podcastTitle}
      </Link>
    ) : (
      review.podcastTitle
    );
  return (
    <article className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0" data-testid="critic-page-review">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="text-base font-semibold wrap-anywhere text-fg">{podcast}</h3>
          <p className="text-sm text-fg-muted wrap-anywhere">
            {review.publication}
            {review.date && (
              <>
                {review.publication && " · "}
                <time dateTime={review.date}>{formatCriticDate(review.date)}</time>
              </>
            )}
          </p>
        </div>
        {review.rating !== null ? (
          <StarRating value={review.rating} size="sm" className="mt-0.5" />
        ) : (
          <span className="text-sm text-fg-muted">Not rated</span>
        )}
      </div>
      <p id={snippetId} className="whitespace-pre-line wrap-anywhere text-fg-secondary leading-relaxed">
        {expanded || !truncated ? review.snippet : `${preview} …`}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {truncated && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={snippetId}
            onClick={() => setExpanded((open) => !open)}
            className="min-h-11 rounded-sm text-sm font-medium text-accent hover:underline"
          >
            {expanded ? "Show less" : "Read more"}
          </button>
        )}
        {review.url && isHttpUrl(review.url) && (
          <NewTabLink
            href={review.url}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            Read the full review
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">of {review.podcastTitle} (opens in a new tab)</span>
          </NewTabLink>
        )}
        {/* A review still on its way to the critic database (`sub_…`) has nothing to report yet. */}
        {reportAs && !review.id.startsWith("sub_") && (
          <ReportButton target={{ kind: "critic-review", id: review.id, author: reportAs }} />
        )}
      </div>
    </article>
  );
}
