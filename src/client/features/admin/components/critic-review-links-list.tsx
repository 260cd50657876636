import { Button } from "@client/components/ui/button";
import { formatCriticDate } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { AdminCriticReview } from "@shared/schemas/critics";
import { Link2, Unlink } from "lucide-react";
import { AdminTable } from "./admin-table";

interface CriticReviewLinksListProps {
  reviews: AdminCriticReview[];
  /** Opens the podcast picker: a link for an unlinked review, a new link for a linked one. */
  onLink: (review: AdminCriticReview) => void;
  onUnlink: (review: AdminCriticReview) => void;
  /** The review being unlinked, if any (its button waits). */
  unlinkingId: string | null;
}

const HEADINGS = ["Critic", "Podcast as written", "Linked to", "Date"];

function ReviewDate({ date }: { date: string | null }) {
  return date ? (
    <time dateTime={date}>{formatCriticDate(date)}</time>
  ) : (
    <span className="text-fg-muted">No date</span>
  );
}

function SameText({ count }: { count: number }) {
  return count > 1 ? (
    <span className="block text-xs text-fg-muted">{count} unlinked reviews with this text</span>
  ) : null;
}

function LinkedTo({ review }: { review: AdminCriticReview }) {
  return review.podcastId !== null ? (
    <Link to={paths.podcast(review.podcastId)} className="text-accent hover:underline">
      {review.podcastTitle}
    </Link>
  ) : (
    <span className="text-fg-muted">Not linked</span>
  );
}

function Actions({
  review,
  onLink,
  onUnlink,
  unlinkingId,
}: { review: AdminCriticReview } & Omit<CriticReviewLinksListProps, "reviews">) {
  const what = `${review.criticName}'s review of ${review.podcastName}`;
  if (review.podcastId === null)
    return (
      <Button variant="outline" size="md" onClick={() => onLink(review)} aria-label={`Link ${what}`}>
        <Link2 aria-hidden /> Link…
      </Button>
    );
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="md" onClick={() => onLink(review)} aria-label={`Re-link ${what}`}>
        <Link2 aria-hidden /> Re-link…
      </Button>
      <Button
        variant="ghost"
        size="md"
        onClick={() => onUnlink(review)}
        pending={unlinkingId === review.id}
        pendingLabel="Unlinking…"
        aria-label={`Unlink ${what}`}
      >
        <Unlink aria-hidden /> Unlink
      </Button>
    </span>
  );
}

/** Critic reviews with their links, each linkable, re-linkable or unlinkable: a table, cards on phones. */
export function CriticReviewLinksList({ reviews, ...actions }: CriticReviewLinksListProps) {
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
            <td className="px-4 py-3 wrap-anywhere">
              <LinkedTo review={review} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-fg-secondary tabular">
              <ReviewDate date={review.date} />
            </td>
            <td className="px-4 py-2 text-right">
              <Actions review={review} {...actions} />
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
            <p className="wrap-anywhere">
              <LinkedTo review={review} />
            </p>
            <SameText count={review.sameTextCount} />
            <div>
              <Actions review={review} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
