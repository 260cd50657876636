import { LoadingStatus, Skeleton } from "@client/components/ui/skeleton";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { Users } from "lucide-react";
import { useFollowState } from "@client/features/following/api/follow-state";
import { plural } from "@client/lib/format";

/** A critic's own follower count (their dashboard), with the way to the public page people follow. */
export function FollowerCount({ slug }: { slug: string }) {
  const state = useFollowState({ kind: "critic", slug });
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-secondary"
      data-testid="follower-count"
    >
      <Users aria-hidden className="size-4 text-accent" />
      {state.isPending ? (
        <>
          <LoadingStatus>Loading followers</LoadingStatus>
          <Skeleton className="h-4 w-20" />
        </>
      ) : state.isError ? (
        <span className="text-fg-muted">Followers could not be loaded</span>
      ) : (
        <span className="font-medium text-fg tabular">{plural(state.data.followers, "follower")}</span>
      )}
      <span aria-hidden>·</span>
      <Link
        to={paths.critic(slug)}
        className="inline-flex items-center text-accent underline-offset-4 hover:underline max-md:min-h-11"
      >
        Your public page
      </Link>
    </p>
  );
}
