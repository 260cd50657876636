import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { FilterField } from "@client/components/ui/filter-field";
import { NativeSelect, Options } from "@client/components/ui/native-select";
import { CountedPagination } from "@client/components/ui/pagination";
import { SearchInput } from "@client/components/ui/search-input";
import { SkeletonList } from "@client/components/ui/skeleton";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { ApiError } from "@client/lib/http";
import { laterComponent } from "@client/lib/later";
import { useSearchParams } from "@client/lib/router/search-params";
import { pageParam } from "@client/lib/url-state";
import { useDocumentTitle } from "@client/lib/use-document-title";
import {
  LINK_FILTERS,
  type LinkFilter,
  readLinkFilters,
  UNLINKED_REVIEWS_PAGE_SIZE,
} from "@shared/api/urls/admin";
import type { AdminCriticReview } from "@shared/schemas/critics";
import { CheckCircle2, Link2Off } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { useAdminCriticReviews, useLinkReview, useUnlinkReviews } from "../api/critic-reviews";
import { CriticReviewLinksList } from "../components/critic-review-links-list";
import type { LinkChoice } from "../components/link-podcast-dialog";
import { type RecentLink, RecentlyLinked, recentKey } from "../components/recently-linked";

/** The podcast picker comes after the page (it is opened from a row), fetched once the page is on screen. */
const LinkPodcastDialog = laterComponent(() =>
  import("../components/link-podcast-dialog").then((m) => m.LinkPodcastDialog),
);

const FILTER_LABELS: Record<LinkFilter, string> = {
  unlinked: "Unlinked reviews",
  linked: "Linked reviews",
  all: "All critic reviews",
};
const EMPTY: Record<LinkFilter, string> = {
  unlinked: "Every critic review is linked to a podcast.",
  linked: "No critic review is linked to a podcast.",
  all: "No critic reviews yet.",
};

const reviewsWord = (n: number) => (n === 1 ? "critic review" : `${n} critic reviews`);

/**
 * Critic reviews and their catalogue links. By default the unlinked ones (whose podcast text matched no
 * catalogue podcast, or several): an administrator picks the podcast, for one review or every review
 * with the same text. Linked reviews (`?show=linked` or `all`, `?q=` for a critic or podcast text) can
 * be re-linked or unlinked, however old the link; links made here also stay on screen with an Unlink button.
 */
export default function AdminCriticReviewsPage() {
  useDocumentTitle("Critic Review Links");
  useEffect(() => LinkPodcastDialog.preload(), []);
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const filters = readLinkFilters(search);
  const list = useAdminCriticReviews(filters, page);
  const link = useLinkReview();
  const unlink = useUnlinkReviews();
  const [linking, setLinking] = useState<AdminCriticReview | null>(null);
  const [recent, setRecent] = useState<RecentLink[]>([]);
  const [unlinkingKey, setUnlinkingKey] = useState<string | null>(null);
  const [text, setText] = useState(filters.q);
  const justLinked = useRef(false);
  const recentHeading = useRef<HTMLHeadingElement>(null);
  const address = (next: { show?: LinkFilter; q?: string; page?: number }) => {
    const show = next.show ?? filters.show;
    const q = next.q ?? filters.q;
    const to = next.page ?? 1;
    return {
      ...(show === "unlinked" ? {} : { show }),
      ...(q ? { q } : {}),
      ...(to === 1 ? {} : { page: String(to) }),
    };
  };
  const goTo = (next: number) => setSearch(address({ page: next }));
  // Typing searches after a pause, as one new address (page 1).
  useEffect(() => {
    const typed = text.trim();
    if (typed === filters.q) return;
    const timer = setTimeout(() => setSearch(address({ q: typed })), 300);
    return () => clearTimeout(timer);
  });

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / UNLINKED_REVIEWS_PAGE_SIZE));
  useEffect(() => {
    // After linking empties the last page, or with a page number from an old link.
    if (list.isSuccess && !list.isPlaceholderData && page > lastPage) setSearch(address({ page: lastPage }));
  });

  const onLink = (review: AdminCriticReview, { podcast, sameText }: LinkChoice) =>
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
          description: `${reviewsWord(target.ids.length)} back among the unlinked reviews.`,
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

  /** Unlinks a review of the list (an old link, or one made here). */
  const onUnlinkRow = (review: AdminCriticReview) =>
    onUnlink({
      ids: [review.id],
      podcastName: review.podcastName,
      podcastId: review.podcastId ?? 0,
      podcastTitle: review.podcastTitle ?? "",
    });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        back
        icon={Link2Off}
        title="Critic Review Links"
        description="Which catalogue podcast each critic review counts towards. Unlinked reviews matched no catalogue podcast, or more than one: link each to its podcast. Any link can be changed or removed. Every change is recorded in the audit log."
      />

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <FilterField label="Show">
          <NativeSelect
            value={filters.show}
            onChange={(e) => setSearch(address({ show: e.target.value as LinkFilter }))}
          >
            <Options values={LINK_FILTERS} labels={FILTER_LABELS} />
          </NativeSelect>
        </FilterField>
        <FilterField label="Search">
          <SearchInput
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder="Critic or podcast as written"
          />
        </FilterField>
      </div>

      <RecentlyLinked
        links={recent}
        pendingKey={unlinkingKey}
        onUnlink={onUnlink}
        headingRef={recentHeading}
      />

      <section aria-label="Critic reviews" aria-busy={list.isFetching} className="flex flex-col gap-4">
        {list.isPending ? (
          <SkeletonList label="Loading critic reviews" count={6} item="h-14 w-full" />
        ) : list.isError ? (
          <ErrorState title="Could not load the critic reviews." query={list}>
            {list.error instanceof ApiError ? list.error.serverMessage : undefined}
          </ErrorState>
        ) : list.data.items.length === 0 && total === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-10 text-center">
            <CheckCircle2 aria-hidden className="size-8 text-success" />
            <p className="font-medium">
              {filters.q ? `No critic review matches “${filters.q}”.` : EMPTY[filters.show]}
            </p>
          </Card>
        ) : (
          <>
            <CriticReviewLinksList
              reviews={list.data.items}
              onLink={setLinking}
              onUnlink={onUnlinkRow}
              unlinkingId={unlinkingKey}
            />
            <CountedPagination
              page={page}
              pageSize={UNLINKED_REVIEWS_PAGE_SIZE}
              total={total}
              noun={
                filters.show === "unlinked" ? ["unlinked review", "unlinked reviews"] : ["review", "reviews"]
              }
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
