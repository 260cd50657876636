import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { CountedPagination } from "@client/components/ui/pagination";
import { SkeletonList } from "@client/components/ui/skeleton";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { ApiError } from "@client/lib/http";
import { useSearchParams } from "@client/lib/router/search-params";
import { pageParam } from "@client/lib/url-state";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { UNLINKED_REVIEWS_PAGE_SIZE } from "@shared/api/urls/admin";
import type { UnlinkedCriticReview } from "@shared/schemas/critics";
import { CheckCircle2, Link2Off } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { useLinkReview, useUnlinkedReviews, useUnlinkReviews } from "../api/critic-reviews";
import { type LinkChoice, LinkPodcastDialog } from "../components/link-podcast-dialog";
import { type RecentLink, RecentlyLinked, recentKey } from "../components/recently-linked";
import { UnlinkedReviewsList } from "../components/unlinked-reviews-list";

const reviewsWord = (n: number) => (n === 1 ? "critic review" : `${n} critic reviews`);

/**
 * Critic reviews whose podcast text matched no catalogue podcast (or several): an administrator picks the
 * podcast, for one review or every review with the same text. Links made here stay on screen with an
 * Unlink button (the API lists no linked reviews), so a wrong pick is undone at once.
 */
export default function AdminCriticReviewsPage() {
  useDocumentTitle("Unlinked Critic Reviews");
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const list = useUnlinkedReviews(page);
  const link = useLinkReview();
  const unlink = useUnlinkReviews();
  const [linking, setLinking] = useState<UnlinkedCriticReview | null>(null);
  const [recent, setRecent] = useState<RecentLink[]>([]);
  const [unlinkingKey, setUnlinkingKey] = useState<string | null>(null);
  const justLinked = useRef(false);
  const recentHeading = useRef<HTMLHeadingElement>(null);
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) });

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / UNLINKED_REVIEWS_PAGE_SIZE));
  useEffect(() => {
    // After linking empties the last page, or with a page number from an old link.
    if (list.isSuccess && !list.isPlaceholderData && page > lastPage)
      setSearch(lastPage === 1 ? {} : { page: String(lastPage) });
  }, [list.isSuccess, list.isPlaceholderData, page, lastPage, setSearch]);

  const onLink = (review: UnlinkedCriticReview, { podcast, sameText }: LinkChoice) =>
    link.mutate(
      { id: review.id, podcastId: podcast.id, sameText },
      {
        onSuccess: ({ ids }) => {
          setRecent((links) => [
            { ids, podcastName: review.podcastName, podcastId: podcast.id, podcastTitle: podcast.title },
            ...links,
          ]);
          toast({
            title: `Linked to ${podcast.title}`,
            description: `${reviewsWord(ids.length)} now ${ids.length === 1 ? "counts" : "count"} towards its critics' score.`,
            variant: "success",
          });
          justLinked.current = true;
          setLinking(null);
        },
      },
    );

  const onUnlink = (target: RecentLink) => {
    setUnlinkingKey(recentKey(target));
    unlink.mutate(target.ids, {
      onSuccess: () => {
        setRecent((links) => links.filter((l) => recentKey(l) !== recentKey(target)));
        toast({
          title: `Unlinked from ${target.podcastTitle}`,
          description: `${reviewsWord(target.ids.length)} back in the list.`,
        });
        recentHeading.current?.focus();
      },
      onError: (error) =>
        toastFailure(
          "Could not unlink",
          error instanceof ApiError ? error.serverMessage : "Please try again.",
        ),
      onSettled: () => setUnlinkingKey(null),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        back
        icon={Link2Off}
        title="Unlinked Critic Reviews"
        description="Critic reviews whose podcast name matched no catalogue podcast, or more than one. Link each to its podcast so it counts towards that podcast's critics' score. Every link is recorded in the audit log."
      />

      <RecentlyLinked
        links={recent}
        pendingKey={unlinkingKey}
        onUnlink={onUnlink}
        headingRef={recentHeading}
      />

      <section
        aria-label="Unlinked critic reviews"
        aria-busy={list.isFetching}
        className="flex flex-col gap-4"
      >
        {list.isPending ? (
          <SkeletonList label="Loading unlinked critic reviews" count={6} item="h-14 w-full" />
        ) : list.isError ? (
          <ErrorState title="Could not load the unlinked critic reviews." query={list}>
            {list.error instanceof ApiError ? list.error.serverMessage : undefined}
          </ErrorState>
        ) : list.data.items.length === 0 && total === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-10 text-center">
            <CheckCircle2 aria-hidden className="size-8 text-success" />
            <p className="font-medium">Every critic review is linked to a podcast.</p>
          </Card>
        ) : (
          <>
            <UnlinkedReviewsList reviews={list.data.items} onLink={setLinking} />
            <CountedPagination
              page={page}
              pageSize={UNLINKED_REVIEWS_PAGE_SIZE}
              total={total}
              noun={["unlinked review", "unlinked reviews"]}
              onPage={goTo}
            />
          </>
        )}
      </section>

      {linking && (
        <LinkPodcastDialog
          key={linking.id}
          review={linking}
          pending={link.isPending}
          error={link.error}
          onLink={(choice) => onLink(linking, choice)}
          onOpenChange={(open) => {
            if (!open) {
              setLinking(null);
              link.reset();
            }
          }}
          onCloseAutoFocus={(event) => {
            // The row that opened the dialog is gone after a link: focus what was just linked instead.
            if (!justLinked.current) return;
            justLinked.current = false;
            event.preventDefault();
            recentHeading.current?.focus();
          }}
        />
      )}
    </div>
  );
}
