import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { Pagination } from "@client/components/ui/pagination";
import { useCurrentUser } from "@client/features/auth/api";
import { useFirstScreenFirst } from "@client/lib/first-load-deferred";
import { laterComponent } from "@client/lib/later";
import { Link } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { criticReviewsCsvUrl } from "@shared/api/urls/critic";
import { paths } from "@shared/routing/page-paths";
import type { CriticReview } from "@shared/schemas/critic";
import { Download } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { TitleBadge } from "../../../components/title-badge";
import { pageCount } from "../../../lib/paging";
import { useCriticReviews } from "../api";
import { AwaitingCriticName } from "../components/awaiting-critic-name";
import { CriticPageHeader } from "../components/critic-page-header";
import { ReviewCard } from "../components/review-card";
import { ReviewListSkeleton } from "../components/review-list-skeleton";
import { SortControls } from "../components/sort-controls";
import { countedReviews, type SortDirection, type SortField, sortReviews } from "../lib/sorting";

export const REVIEWS_PER_PAGE = 12;

// The edit form (zod, react-hook-form, the dialog) is fetched once the list is on screen, not before it.
const EditReviewDialog = laterComponent(() =>
  import("../components/edit-review-dialog").then((m) => m.EditReviewDialog),
);

function ReviewGrid({
  reviews,
  criticName,
  onEdit,
}: {
  reviews: readonly CriticReview[];
  criticName: string;
  onEdit: (review: CriticReview) => void;
}) {
  const shown = useFirstScreenFirst(reviews);
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Your reviews">
      {shown.map((review) => (
        <li key={review.id} className="list-item-lazy">
          <ReviewCard review={review} onEdit={review.reviewer === criticName ? onEdit : undefined} />
        </li>
      ))}
    </ul>
  );
}

export default function MyReviewsPage() {
  useDocumentTitle("My Reviews");
  const { user } = useCurrentUser();
  const criticName = user?.criticName ?? null;
  const reviews = useCriticReviews(criticName);
  const [sort, setSort] = useState<{ field: SortField; direction: SortDirection }>({
    field: "date",
    direction: "desc",
  });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CriticReview | null>(null);
  useEffect(() => {
    if (criticName) EditReviewDialog.preload();
  }, [criticName]);

  const sorted = useMemo(
    () => sortReviews(reviews.data ?? [], sort.field, sort.direction),
    [reviews.data, sort],
  );
  const pages = pageCount(sorted.length, REVIEWS_PER_PAGE);
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * REVIEWS_PER_PAGE, current * REVIEWS_PER_PAGE);

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById("main")?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="flex flex-col gap-6">
      <CriticPageHeader
        title="My Reviews"
        criticName={criticName}
        actions={
          criticName &&
          reviews.data &&
          reviews.data.length > 0 && (
            <a href={criticReviewsCsvUrl(criticName)} download className={buttonClass("outline", "md")}>
              <Download aria-hidden /> Export CSV
            </a>
          )
        }
      >
        {reviews.data && (
          <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-fg-muted">
            <TitleBadge reviewCount={countedReviews(reviews.data)} />
            <span className="tabular">
              {reviews.data.length} review{reviews.data.length === 1 ? "" : "s"}
            </span>
          </div>
        )}
      </CriticPageHeader>

      {!criticName ? (
        <AwaitingCriticName />
      ) : reviews.isLoading ? (
        <ReviewListSkeleton />
      ) : reviews.isError ? (
        <ErrorState title="Could not load your reviews" query={reviews} />
      ) : sorted.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <p className="text-fg-secondary">You have not published any reviews yet.</p>
          <Link to={paths.criticAddReview} className={buttonClass("primary", "md")}>
            Write your first review
          </Link>
        </Card>
      ) : (
        <>
          <SortControls
            field={sort.field}
            direction={sort.direction}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
          <ReviewGrid reviews={shown} criticName={criticName} onEdit={setEditing} />
          <Pagination page={current} totalPages={pages} onPageChange={changePage} label="Pagination" />
        </>
      )}
      {editing && criticName && (
        <EditReviewDialog review={editing} criticName={criticName} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
