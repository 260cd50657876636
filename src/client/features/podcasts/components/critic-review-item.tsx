import { FullReviewLink, ReadMoreButton, useSnippet } from "@client/components/snippet-controls";
import { Skeleton } from "@client/components/ui/skeleton";
import { StarRating } from "@client/components/ui/star-rating";
import { ReportButton } from "@client/features/moderation";
import { formatCriticDate } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { useCurrentUser } from "@client/lib/session";
import { paths } from "@shared/routing/page-paths";
import type { PodcastCriticReview } from "@shared/schemas/critics";

const linkClass = "rounded-sm font-semibold text-accent underline-offset-4 hover:underline";

function CriticName({ review }: { review: PodcastCriticReview }) {
  if (!review.criticSlug) return <span className="font-semibold text-fg">{review.criticName}</span>;
  return (
    <Link to={paths.critic(review.criticSlug)} className={linkClass}>
      {review.criticName}
    </Link>
  );
}

/**
 * One critic review: critic (linking to their page), publication, date, the episode it is about (on a
 * podcast's list), stars, snippet, full review, and Report for anyone signed in but its critic.
 */
export function CriticReviewItem({
  review,
  showEpisode,
}: {
  review: PodcastCriticReview;
  showEpisode: boolean;
}) {
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
        {showEpisode && review.episode && (
          <p className="text-sm text-fg-secondary wrap-anywhere">
            Episode:{" "}
            <Link to={paths.episode(review.episode.id)} className={linkClass}>
              {review.episode.title}
            </Link>
          </p>
        )}
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

export function CriticReviewsSkeleton() {
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
