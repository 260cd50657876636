import { HiddenNotice } from "@client/components/hidden-notice";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { SkeletonLines } from "@client/components/ui/skeleton";
import { StarRating } from "@client/components/ui/star-rating";
import { ReportButton } from "@client/features/moderation";
import { useFirstLoadDeferred } from "@client/lib/first-load-deferred";
import { formatListDate } from "@client/lib/format";
import { laterComponent } from "@client/lib/later";
import type { Review } from "@shared/schemas/review";
import type { User } from "@shared/schemas/user";
import { MessageSquareText, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ReviewText } from "./review-text";

const reportTarget = (review: Review) =>
  ({ kind: "review", id: String(review.id), author: review.user.name }) as const;

/** The confirmation is a Radix dialog: its code comes when a delete is first pressed, or in the background. */
const DeleteReviewDialog = laterComponent(() =>
  import("./delete-review-dialog").then((m) => m.DeleteReviewDialog),
);

interface ReviewListProps {
  reviews: Review[] | undefined;
  isLoading: boolean;
  isError: boolean;
  viewer: User;
  onEdit: (review: Review) => void;
}

/**
 * Newest first: author, date, rating, title and text (behind a Show button when it contains spoilers); the
 * author and administrators can edit or delete, anyone but the author report it. The author's own review,
 * if a moderator hid it, says so.
 */
export function ReviewList({ reviews: latest, isLoading, isError, viewer, onEdit }: ReviewListProps) {
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [asked, setAsked] = useState(false);
  // Your own reviews, or any as an administrator.
  const mayChange = (review: Review) => review.userId === viewer.id || viewer.role === "admin";
  const mayDelete = Boolean(latest?.some(mayChange));
  useEffect(() => {
    if (mayDelete) DeleteReviewDialog.preload();
  }, [mayDelete]);
  // Rendered in short slices during the page's first load, in one go after it (as the catalogue's cards).
  const reviews = useFirstLoadDeferred(latest);
  if (isError) return <Alert variant="destructive" title="Error loading reviews" />;
  if (isLoading || !reviews) {
    return (
      <ul aria-label="Loading reviews" className="flex flex-col gap-4">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex flex-col gap-2 rounded-(--radius-card) border border-border p-5">
            <SkeletonLines lines={["h-4 w-40", "h-4 w-24", "h-12 w-full"]} />
          </li>
        ))}
      </ul>
    );
  }
  if (reviews.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-border px-6 py-10 text-center">
        <MessageSquareText aria-hidden className="size-8 text-fg-muted" />
        <p className="text-fg-secondary">No reviews yet. Be the first to write a review!</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Reviews" className="flex flex-col gap-4">
        {reviews.map((review) => {
          const mine = review.userId === viewer.id;
          const canChange = mayChange(review);
          return (
            <li key={review.id} className="list-item-lazy">
              <article
                aria-label={`Review by ${review.user.name}`}
                className="flex flex-col gap-2 rounded-(--radius-card) border border-border bg-surface p-5"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="min-w-0 text-sm wrap-anywhere">
                    <span className="font-semibold text-fg">{review.user.name}</span>{" "}
                    <span className="text-fg-muted">@{review.user.username}</span>
                    {mine && <span className="ml-2 text-xs text-accent-hover">(you)</span>}
                  </p>
                  <time dateTime={review.createdAt} className="text-sm text-fg-muted tabular">
                    {formatListDate(review.createdAt)}
                  </time>
                </div>
                <StarRating value={review.rating} size="sm" />
                <h3 className="font-semibold text-fg wrap-anywhere">{review.title}</h3>
                <ReviewText review={review} mine={mine} />
                {review.hidden && <HiddenNotice counts="the podcast's ratings" />}
                {canChange && (
                  <div className="flex gap-1 pt-1">
                    <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onEdit(review)}>
                      <Pencil aria-hidden /> Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11 text-danger hover:text-danger"
                      onClick={() => {
                        setAsked(true);
                        setDeleting(review);
                      }}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                    {!mine && <ReportButton target={reportTarget(review)} />}
                  </div>
                )}
                {!canChange && (
                  <div className="flex pt-1">
                    <ReportButton target={reportTarget(review)} />
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {/* Mounted from the first press on, so that later closes animate and return focus as usual. */}
      {asked && <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
