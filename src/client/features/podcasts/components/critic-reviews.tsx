import { FullReviewLink, ReadMoreButton, useSnippet } from "@client/components/snippet-controls";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { Skeleton } from "@client/components/ui/skeleton";
import { StarRating } from "@client/components/ui/star-rating";
import { ReportButton } from "@client/features/moderation";
import { formatCriticDate, formatRating, plural } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { useCurrentUser } from "@client/lib/session";
import { paths } from "@shared/routing/page-paths";
import type { PodcastCriticReview } from "@shared/schemas/critics";
import type { CriticScore } from "@shared/schemas/podcast";
import { Newspaper } from "lucide-react";
import { usePodcastCriticReviews } from "../api";
import { criticScorePending } from "./critic-score-text";
import { LoadMoreButton } from "@client/components/load-more-button";

/**
 * The critics' figure: always labelled as theirs, never merged with the audience's. Below the minimum of
 * critics it says how many there are so far instead.
 */
function CriticScoreFigure({ score }: { score: CriticScore }) {
  if (score.average == null) {
    return (
      <p className="text-lg font-semibold text-fg" data-testid="critic-score-pending">
        {criticScorePending(score)}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="text-5xl font-bold tabular text-fg">
        <span className="sr-only">Critics' score </span>
        {formatRating(score.average)}
      </p>
      <div className="flex flex-col gap-1">
        <StarRating value={score.average} />
        <p className="text-sm text-fg-muted tabular" data-testid="critic-score-count">
          Based on {plural(score.count, "critic")}
        </p>
      </div>
    </div>
  );
}

function CriticName({ review }: { review: PodcastCriticReview }) {
  if (!review.criticSlug) return <span className="font-semibold text-fg">{review.criticName}</span>;
  return (
    <Link
      to={paths.critic(review.criticSlug)}
      className="rounded-sm font-semibold text-accent underline-offset-4 hover:underline"
    >
      {review.criticName}
    </Link>
  );
}

/**
 * One critic review: critic (linking to their page), publication, date, stars, snippet, full review, and
 * Report for anyone signed in but its critic.
 */
function CriticReviewItem({ review }: { review: PodcastCriticReview }) {
  const snippet = useSnippet(review.snippet);
  const viewer = useCurrentUser().user;
  const reportable = viewer && viewer.criticName !== review.criticName;
  return (
    <li className="py-5 last:pb-0">
      <article aria-label={`Critic review by ${review.criticName}`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="min-w-0 text-sm wrap-anywhere">
            <CriticName review={review} />
            {review.publication && <span className="text-fg-muted"> · {review.publication}</span>}
          </p>
          {review.date && (
            <time dateTime={review.date} className="text-sm text-fg-muted tabular">
              {formatCriticDate(review.date)}
            </time>
          )}
        </div>
        {review.rating == null ? (
          <p className="text-xs text-fg-muted">No rating</p>
        ) : (
          <StarRating value={review.rating} size="sm" />
        )}
        <p
          id={snippet.id}
          className="max-w-[72ch] whitespace-pre-line wrap-anywhere text-fg-secondary leading-relaxed"
        >
          {snippet.text}
        </p>
        {(snippet.truncated || review.url || reportable) && (
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1 [&>*]:min-h-11">
            {snippet.truncated && <ReadMoreButton snippet={snippet} />}
            {review.url && (
              <FullReviewLink url={review.url} context={`by ${review.criticName}`}>
                Read the full review
              </FullReviewLink>
            )}
            {reportable && (
              <ReportButton target={{ kind: "critic-review", id: review.id, author: review.criticName }} />
            )}
          </div>
        )}
      </article>
    </li>
  );
}

function CriticReviewsSkeleton() {
  return (
    <ul aria-label="Loading critic reviews" className="flex flex-col divide-y divide-border">
      {[0, 1].map((i) => (
        <li key={i} className="flex flex-col gap-2 py-5 last:pb-0">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-24" />
          </div>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-12 w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The podcast page's Critics section: the critics' score (kept on the podcast row; each critic counts once)
 * and every linked critic review shown, newest first, a page at a time.
 */
export function CriticReviews({ podcastId, score }: { podcastId: number; score: CriticScore }) {
  const reviews = usePodcastCriticReviews(podcastId);
  const items = reviews.data?.pages.flatMap((page) => page.items);
  return (
    <section aria-labelledby="critics-heading">
      <Card className="flex flex-col gap-4 p-5 md:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="critics-heading" className="text-xl font-semibold">
            Critics
          </h2>
          <p className="text-sm text-fg-muted">What professional critics wrote about this podcast.</p>
        </div>
        {(score.count > 0 || Boolean(items?.length)) && <CriticScoreFigure score={score} />}
        {reviews.isError ? (
          <ErrorState title="Could not load critic reviews" query={reviews} />
        ) : reviews.isPending || !items ? (
          <CriticReviewsSkeleton />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-border px-6 py-8 text-center">
            <Newspaper aria-hidden className="size-8 text-fg-muted" />
            <p className="text-fg-secondary">No critic reviews yet.</p>
          </div>
        ) : (
          <ul
            aria-label="Critic reviews"
            className="flex flex-col divide-y divide-border border-t border-border"
          >
            {items.map((review) => (
              <CriticReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
        <LoadMoreButton pages={reviews}>Load more critic reviews</LoadMoreButton>
      </Card>
    </section>
  );
}
