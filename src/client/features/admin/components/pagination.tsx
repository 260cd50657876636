import { Pagination as PageButtons } from "@client/components/ui/pagination";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  noun: [one: string, many: string];
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 3,210 users" beside the app's one set of page buttons (fewer numbers on phones). */
export function Pagination({ page, pageSize, total, noun, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = (value: number) => value.toLocaleString("en-US");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-fg-muted tabular" aria-live="polite">
        {total === 0
          ? `0 ${noun[1]}`
          : `Showing ${n(first)}–${n(last)} of ${n(total)} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
      <PageButtons page={Math.min(page, pages)} totalPages={pages} onPageChange={onPage} label="Pagination" />
    </div>
  );
}
