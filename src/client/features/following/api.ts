import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import { setCurrentUser } from "@client/lib/session";
import { type FollowTarget, feedUrl, followingUrl, followStateUrl } from "@shared/api/urls/following";
import type { DigestSetting, FeedPage, FollowState } from "@shared/schemas/following";
import type { User } from "@shared/schemas/user";
import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";

export type { FollowTarget } from "@shared/api/urls/following";

/** Following's query keys: `followingKeys.all` reaches every follow state, the list and the feed. */
export const followingKeys = {
  all: ["following"] as const,
  state: (target: FollowTarget) =>
    ["following", "state", target.kind, target.kind === "critic" ? target.slug : target.id] as const,
  list: ["following", "list"] as const,
  feed: ["following", "feed"] as const,
};

/** Whether the visitor follows a critic or podcast, and its follower count (drawn by the server with the page). */
export function useFollowState(target: FollowTarget, enabled = true) {
  const answers = usePageAnswers();
  const url = followStateUrl(target);
  return useQuery({
    queryKey: followingKeys.state(target),
    queryFn: () => apiGet(url),
    initialData: () => answers.take<FollowState>(url),
    enabled,
  });
}

/** The follow state after following (or unfollowing): the count moves only when the state does. */
export function followedState(state: FollowState, follow: boolean): FollowState {
  if (state.following === follow) return state;
  return { following: follow, followers: Math.max(0, state.followers + (follow ? 1 : -1)) };
}

function followCall(target: FollowTarget, follow: boolean) {
  const method = follow ? "PUT" : "DELETE";
  return target.kind === "critic"
    ? apiCall(`${method} /api/critics/:slug/follow`, { params: { slug: target.slug } })
    : apiCall(`${method} /api/podcasts/:id/follow`, { params: { id: target.id } });
}

/**
 * Follows or unfollows at once on screen (the button and its count), and puts the state back if the
 * server refuses. Once settled, the state is read again and the Following page's list and feed are stale.
 * From the list itself (`inList`), the list is read again only when next shown, so the row stays to be
 * followed again.
 */
export function useSetFollowing(target: FollowTarget, { inList = false } = {}) {
  const key = followingKeys.state(target);
  return useMutation({
    mutationFn: (follow: boolean) => followCall(target, follow),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FollowState>(key);
      if (before) queryClient.setQueryData<FollowState>(key, followedState(before, follow));
      return { before };
    },
    onError: (_error, _follow, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({
          queryKey: followingKeys.list,
          refetchType: inList ? "none" : "active",
        }),
        queryClient.invalidateQueries({ queryKey: followingKeys.feed }),
      ]),
  });
}

/** What the member follows, newest follow first, a page at a time ("Load more"). */
export function useFollowingList() {
  const answers = usePageAnswers();
  return useInfiniteQuery({
    queryKey: followingKeys.list,
    queryFn: ({ pageParam }) => apiGet(followingUrl(pageParam)),
    initialData: () => answers.firstPage(followingUrl(1)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** The Following feed, newest first, a page at a time by the cursor each page gives for the next. */
export function useFeed() {
  const answers = usePageAnswers();
  return useInfiniteQuery({
    queryKey: followingKeys.feed,
    queryFn: ({ pageParam }) => apiGet(feedUrl(pageParam)),
    initialData: () => {
      const first = answers.take<FeedPage>(feedUrl());
      return first && { pages: [first], pageParams: [undefined as string | undefined] };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** PUT /api/user/digest: the member's weekly digest on or off; the session's user follows. */
export function useSetDigest(user: User) {
  return useMutation({
    mutationFn: (digest: DigestSetting) => apiCall("PUT /api/user/digest", { body: { digest } }),
    onSuccess: ({ digest }) => setCurrentUser({ ...user, digest }),
  });
}
