import { Button } from "@client/components/ui/button";
import { ChevronLeft, ChevronRight } from "lucide-react";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  noun: [one: string, many: string];
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 3,210 users" with previous and next buttons. */
export function Pagination({ page, pageSize, total, noun, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = (value: number) => value.toLocaleString("en-US");
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-fg-muted tabular" aria-live="polite">
        {total === 0
          ? `0 ${noun[1]}`
          : `Showing ${n(first)}–${n(last)} of ${n(total)} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="md" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <span className="px-1 text-fg-secondary tabular">
          Page {n(Math.min(page, pages))} of {n(pages)}
        </span>
        <Button variant="outline" size="md" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
