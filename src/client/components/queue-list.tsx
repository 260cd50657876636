import { Card } from "@client/components/ui/card";
import { ErrorState, type FailedQuery } from "@client/components/ui/error-state";
import { CountedPagination } from "@client/components/ui/pagination";
import { SkeletonList } from "@client/components/ui/skeleton";
import { useSearchParams } from "@client/lib/router/search-params";
import type { ReactNode } from "react";

/** A page of an administrators' queue, as its query answers it. */
interface PagedQuery<T> extends FailedQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { items: T[]; total: number } | undefined;
}

interface QueueListProps<T> {
  list: PagedQuery<T>;
  /** The list's name for assistive technology ("Open reports"). */
  label: string;
  loadingLabel: string;
  errorTitle: string;
  /** The empty state's one sentence. */
  empty: string;
  /** The placeholder's size, as the cards it stands for. */
  skeleton: string;
  page: number;
  pageSize: number;
  noun: [one: string, many: string];
  children: (item: T) => ReactNode;
}

/**
 * An administrators' queue of cards (applications, reports): loading, failed, empty or one page of cards
 * with the count and page buttons, the page kept in the address (`?page=`, absent for the first).
 */
export function QueueList<T>({
  list,
  label,
  loadingLabel,
  errorTitle,
  empty,
  skeleton,
  ...paging
}: QueueListProps<T>) {
  const [search, setSearch] = useSearchParams();
  if (list.isPending) return <SkeletonList label={loadingLabel} count={3} item={skeleton} />;
  if (list.isError || !list.data) return <ErrorState title={errorTitle} query={list} />;
  if (list.data.items.length === 0) {
    return (
      <Card className="p-10 text-center">
        <p className="font-medium">{empty}</p>
      </Card>
    );
  }
  return (
    <section
      aria-label={label}
      aria-busy={list.isPlaceholderData || undefined}
      className="flex flex-col gap-4"
    >
      {list.data.items.map(paging.children)}
      <CountedPagination
        page={paging.page}
        pageSize={paging.pageSize}
        total={list.data.total}
        noun={paging.noun}
        onPage={(next) => {
          const query = new URLSearchParams(search);
          if (next === 1) query.delete("page");
          else query.set("page", String(next));
          setSearch(query);
        }}
      />
    </section>
  );
}
