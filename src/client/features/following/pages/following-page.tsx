import { LoadMoreButton } from "@client/components/load-more-button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { LoadingRegion, Skeleton } from "@client/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { formatCount } from "@client/lib/format";
import { useSearchParams } from "@client/lib/router/search-params";
import { useCurrentUser } from "@client/lib/session";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { Info } from "lucide-react";
import { useFeed, useFollowingList } from "../api/lists";
import { FeedItemCard } from "../components/feed-item";
import { FollowedList } from "../components/followed-list";
import { NothingFollowed } from "../components/nothing-followed";
import { cannotFollowReason } from "../lib/follow-text";

const EMPTY_FEED = "Nothing new yet — follow critics and podcasts to see their reviews here.";

function FeedSkeleton() {
  return (
    <LoadingRegion label="Loading new reviews">
      <Card className="flex flex-col divide-y divide-border px-5 py-5 md:px-6">
        {["a", "b", "c"].map((key) => (
          <div key={key} className="flex flex-col gap-2 py-5 first:pt-0 last:pb-0">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-16 w-full" />
          </div>
        ))}
      </Card>
    </LoadingRegion>
  );
}

/** New reviews from what the member follows, newest first, a page at a time. */
function Feed() {
  const feed = useFeed();
  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError) return <ErrorState title="Could not load new reviews" query={feed} />;
  const items = feed.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <NothingFollowed>{EMPTY_FEED}</NothingFollowed>;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col divide-y divide-border px-5 py-5 md:px-6">
        {items.map((item) => (
          <FeedItemCard key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </Card>
      <LoadMoreButton pages={feed}>Load more</LoadMoreButton>
    </div>
  );
}

/** /following: what is new from the critics and podcasts one follows, and the list of them (issue 53). */
export default function FollowingPage() {
  useDocumentTitle("Following");
  const [search, setSearch] = useSearchParams();
  const tab = search.get("tab") === "follows" ? "follows" : "feed";
  const total = useFollowingList().data?.pages[0]?.total;
  const { user } = useCurrentUser();
  const reason = user && cannotFollowReason(user);
  const select = (value: string) =>
    setSearch(value === "follows" ? { tab: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold md:text-3xl">Following</h1>
        <p className="text-fg-secondary">
          New reviews and episodes from the critics and podcasts you follow, newest first.
        </p>
        {reason && (
          <p className="mt-2 flex items-start gap-2 text-sm text-fg-muted">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" /> {reason}
          </p>
        )}
      </div>
      <Tabs value={tab} onValueChange={select} className="flex flex-col gap-5">
        <TabsList aria-label="Following" className="sm:max-w-md">
          <TabsTrigger value="feed">New reviews</TabsTrigger>
          <TabsTrigger value="follows">
            You follow{total === undefined ? "" : ` (${formatCount(total)})`}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="feed">
          <Feed />
        </TabsContent>
        <TabsContent value="follows">
          <Card className="p-5 md:p-6">
            <FollowedList />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
