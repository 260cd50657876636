import { Button } from "@client/components/ui/button";

interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more …" under a list read a page at a time (an infinite query); nothing once all is loaded. */
export function LoadMoreButton({ pages, children }: { pages: MorePages; children: string }) {
  if (!pages.hasNextPage || pages.isError) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      onClick={() => pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
    >
      {pages.isFetchingNextPage ? "Loading..." : children}
    </Button>
  );
}
