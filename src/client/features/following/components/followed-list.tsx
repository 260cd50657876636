import { Button } from "@client/components/ui/button";
import { ErrorState } from "@client/components/ui/error-state";
import { SkeletonList } from "@client/components/ui/skeleton";
import { formatListDate } from "@client/lib/format";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { Followed } from "@shared/schemas/following";
import { Mic, UserRound } from "lucide-react";
import { useState } from "react";
import { type FollowTarget, useSetFollowing } from "../api/follow-state";
import { useFollowingList } from "../api/lists";
import { followErrorText } from "../lib/follow-text";
import { NothingFollowed } from "./nothing-followed";

const targetOf = (item: Followed): FollowTarget =>
  item.kind === "critic" ? { kind: "critic", slug: item.slug } : { kind: "podcast", id: item.id };

/** Unfollow, then (the row stays) Follow again: undone where it was done. */
function UnfollowButton({ item, name }: { item: Followed; name: string }) {
  const setFollowing = useSetFollowing(targetOf(item), { inList: true });
  const [following, setShown] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const toggle = () => {
    const follow = !following;
    setShown(follow);
    setError(null);
    setFollowing.mutate(follow, {
      onError: (failure) => {
        setShown(!follow);
        setError(followErrorText(failure, follow));
      },
    });
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant={following ? "outline" : "primary"}
        size="sm"
        className="min-h-11 md:min-h-9"
        pending={setFollowing.isPending}
        onClick={toggle}
      >
        {following ? "Unfollow" : "Follow again"}
        <span className="sr-only"> {name}</span>
      </Button>
      {error && (
        <p role="alert" className="max-w-56 text-right text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function FollowedRow({ item }: { item: Followed }) {
  const critic = item.kind === "critic";
  const name = critic ? item.name : item.title;
  const Icon = critic ? UserRound : Mic;
  return (
    <li className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-hover"
        >
          <Icon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col">
          <Link
            to={critic ? paths.critic(item.slug) : paths.podcast(item.id)}
            className="font-medium wrap-anywhere text-fg underline-offset-4 hover:text-accent-hover hover:underline"
          >
            {name}
          </Link>
          <span className="text-sm text-fg-muted">
            {critic ? "Critic" : "Podcast"} · since {formatListDate(item.followedAt)}
          </span>
        </div>
      </div>
      <UnfollowButton item={item} name={name} />
    </li>
  );
}

/** The critics and podcasts the member follows, newest follow first, each with Unfollow. */
export function FollowedList() {
  const list = useFollowingList();
  if (list.isPending) return <SkeletonList label="Loading what you follow" count={4} item="h-14 w-full" />;
  if (list.isError) return <ErrorState title="Could not load what you follow" query={list} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <NothingFollowed>You do not follow anyone yet.</NothingFollowed>;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="What you follow" className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <FollowedRow key={`${item.kind}-${item.kind === "critic" ? item.slug : item.id}`} item={item} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      )}
    </div>
  );
}
