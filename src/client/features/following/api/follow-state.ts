import { apiCall } from "@client/lib/api";
import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { queryClient } from "@client/lib/query-client";
import { type FollowTarget, followStateUrl } from "@shared/api/urls/following";
import type { FollowState } from "@shared/schemas/following";
import { useMutation, useQuery } from "@tanstack/react-query";
import { followingKeys } from "./keys";

export type { FollowTarget } from "@shared/api/urls/following";

/** Whether the visitor follows a critic or podcast, and its follower count (drawn by the server with the page). */
export function useFollowState(target: FollowTarget) {
  const answers = usePageAnswers();
  const url = followStateUrl(target);
  return useQuery({
    queryKey: followingKeys.state(target),
    queryFn: () => apiGet(url),
    initialData: () => answers.take<FollowState>(url),
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
