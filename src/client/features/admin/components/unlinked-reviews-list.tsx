import { Button } from "@client/components/ui/button";
import { formatCriticDate } from "@client/lib/format";
import type { UnlinkedCriticReview } from "@shared/schemas/critics";
import { Link2 } from "lucide-react";
import { AdminTable } from "./admin-table";

interface UnlinkedReviewsListProps {
  reviews: UnlinkedCriticReview[];
  onLink: (review: UnlinkedCriticReview) => void;
}

const HEADINGS = ["Critic", "Podcast as written", "Date"];

function ReviewDate({ date }: { date: string | null }) {
  return date ? (
    <time dateTime={date}>{formatCriticDate(date)}</time>
  ) : (
    <span className="text-fg-muted">No date</span>
  );
}

function SameText({ count }: { count: number }) {
  return count > 1 ? (
    <span className="block text-xs text-fg-muted">{count} reviews with this text</span>
  ) : null;
}

function LinkButton({ review, onLink }: { review: UnlinkedCriticReview; onLink: () => void }) {
  return (
    <Button
      variant="outline"
      size="md"
      onClick={onLink}
      aria-label={`Link ${review.criticName}'s review of ${review.podcastName}`}
    >
      <Link2 aria-hidden /> Link…
    </Button>
  );
}

/** The unlinked critic reviews: a table on wide screens, cards on phones. */
export function UnlinkedReviewsList({ reviews, onLink }: UnlinkedReviewsListProps) {
  return (
    <>
      <AdminTable headings={HEADINGS} actions="Action">
        {reviews.map((review) => (
          <tr key={review.id} className="align-middle [&>td]:border-b [&>td]:border-border/60">
            <td className="px-4 py-3 font-medium wrap-anywhere">{review.criticName}</td>
            <td className="px-4 py-3 wrap-anywhere">
              {review.podcastName}
              <SameText count={review.sameTextCount} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-fg-secondary tabular">
              <ReviewDate date={review.date} />
            </td>
            <td className="px-4 py-2 text-right">
              <LinkButton review={review} onLink={() => onLink(review)} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul className="flex flex-col gap-3 md:hidden">
        {reviews.map((review) => (
          <li
            key={review.id}
            className="flex flex-col gap-2 rounded-(--radius-card) border border-border bg-surface p-4 text-sm"
          >
            <p className="font-semibold wrap-anywhere">{review.podcastName}</p>
            <p className="text-fg-secondary wrap-anywhere">
              {review.criticName} · <ReviewDate date={review.date} />
            </p>
            <SameText count={review.sameTextCount} />
            <div>
              <LinkButton review={review} onLink={() => onLink(review)} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
