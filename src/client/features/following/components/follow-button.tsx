import { Button, buttonClass } from "@client/components/ui/button";
import { LoadingStatus, Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { Link, useLocation } from "@client/lib/router";
import { signInPath } from "@shared/routing/safe-next";
import type { User } from "@shared/schemas/user";
import { Check, Info, Plus } from "lucide-react";
import { useState } from "react";
import { type FollowTarget, useFollowState, useSetFollowing } from "../api/follow-state";
import { cannotFollowReason, followErrorText, followersText } from "../lib/follow-text";

interface FollowButtonProps {
  target: FollowTarget;
  /** The critic's or podcast's name, for the button's accessible name ("Follow Jordan Vale"). */
  name: string;
  /** Who is looking: null signed out (a critic's public page). */
  viewer: User | null;
  /** The critic's own page: their count, and nothing to press. */
  own?: boolean;
  className?: string;
}

/**
 * Follow / Following (a toggle button, aria-pressed) with the follower count. It changes at once and goes
 * back, with the reason under it, if the server refuses. Signed out it offers signing in; an account that
 * may not follow (pending, suspended) is told why instead.
 */
export function FollowButton({ target, name, viewer, own = false, className }: FollowButtonProps) {
  const state = useFollowState(target);
  const setFollowing = useSetFollowing(target);
  const [error, setError] = useState<string | null>(null);
  const { pathname, search } = useLocation();

  if (state.isPending)
    return (
      <div className={cn("flex items-center gap-3", className)}>
        <LoadingStatus>Loading followers</LoadingStatus>
        {!own && <Skeleton className="h-11 w-28" />}
        <Skeleton className="h-5 w-24" />
      </div>
    );
  if (state.isError)
    return (
      <p className={cn("flex items-center gap-2 text-sm text-fg-muted", className)}>
        Followers could not be loaded.
        <Button variant="link" onClick={() => state.refetch()}>
          Try again
        </Button>
      </p>
    );

  const { following, followers } = state.data;
  const reason = viewer && !own ? cannotFollowReason(viewer) : null;
  const toggle = () => {
    const follow = !following;
    setError(null);
    setFollowing.mutate(follow, { onError: (failure) => setError(followErrorText(failure, follow)) });
  };

  let control: React.ReactNode = null;
  if (!viewer)
    control = (
      <Link to={signInPath(`${pathname}${search}`)} className={buttonClass("secondary")}>
        <Plus aria-hidden /> Sign in to follow
      </Link>
    );
  else if (!own && !reason)
    control = (
      <Button
        variant={following ? "secondary" : "primary"}
        aria-pressed={following}
        pending={setFollowing.isPending}
        onClick={toggle}
      >
        {following ? <Check aria-hidden /> : <Plus aria-hidden />}
        {following ? "Following" : "Follow"}
        <span className="sr-only"> {name}</span>
      </Button>
    );

  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-2", className)} data-testid="follow">
      {control}
      <span className="text-sm text-fg-secondary tabular">{followersText(followers)}</span>
      {reason && (
        <p className="flex basis-full items-start gap-2 text-sm text-fg-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" /> {reason}
        </p>
      )}
      {error && (
        <p role="alert" className="basis-full text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
