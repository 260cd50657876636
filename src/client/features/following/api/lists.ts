import { apiGet } from "@client/lib/http";
import { usePageAnswers } from "@client/lib/page-answers";
import { feedUrl, followingUrl } from "@shared/api/urls/following";
import type { FeedPage } from "@shared/schemas/following";
import { useInfiniteQuery } from "@tanstack/react-query";
import { followingKeys } from "./keys";

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
