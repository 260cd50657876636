import { cn } from "@client/lib/cn";
import { formatCount } from "@client/lib/format";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

/** Page buttons: all of them up to 7 pages, else the ends and the current neighbourhood with ellipses. */
export function pageItems(current: number, total: number): (number | "…")[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, "…", total];
  if (current >= total - 3) return [1, "…", total - 4, total - 3, total - 2, total - 1, total];
  return [1, "…", current - 1, current, current + 1, "…", total];
}

/** A phone's page buttons: at most three numbers (ends and current page) and ellipses, so the row fits 320 px. */
export function compactPageItems(current: number, total: number): (number | "…")[] {
  if (total <= 4) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 2) return [1, 2, "…", total];
  if (current >= total - 1) return [1, "…", total - 1, total];
  return [1, "…", current, "…", total];
}

function PageButtons({
  items,
  page,
  onPageChange,
  className,
}: {
  items: (number | "…")[];
  page: number;
  onPageChange: (page: number) => void;
  className: string;
}) {
  return (
    <div className={cn("items-center gap-1", className)}>
      {items.map((item, i) =>
        item === "…" ? (
          <span key={i < 3 ? "gap-start" : "gap-end"} aria-hidden className="px-1 text-fg-muted">
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? "secondary" : "ghost"}
            size="sm"
            className={cn("min-h-11 min-w-11 tabular", item === page && "border-accent text-accent-hover")}
            aria-current={item === page ? "page" : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPageChange(item)}
          >
            {formatCount(item)}
          </Button>
        ),
      )}
    </div>
  );
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  label?: string;
}

export function Pagination({ page, totalPages, onPageChange, className, label = "Pages" }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-center gap-1", className)}>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden /> <span className="hidden sm:inline">Previous</span>
      </Button>
      {/* Phones get fewer page numbers than wider screens; only one of the two rows is displayed. */}
      <PageButtons
        items={compactPageItems(page, totalPages)}
        page={page}
        onPageChange={onPageChange}
        className="flex sm:hidden"
      />
      <PageButtons
        items={pageItems(page, totalPages)}
        page={page}
        onPageChange={onPageChange}
        className="hidden sm:flex"
      />
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span> <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

interface CountedPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  noun: [one: string, many: string];
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 3,210 users" beside the app's one set of page buttons (fewer numbers on phones). */
export function CountedPagination({ page, pageSize, total, noun, onPage }: CountedPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = formatCount;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-fg-muted tabular" aria-live="polite">
        {total === 0
          ? `0 ${noun[1]}`
          : `Showing ${n(first)}–${n(last)} of ${n(total)} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
      <Pagination page={Math.min(page, pages)} totalPages={pages} onPageChange={onPage} label="Pagination" />
    </div>
  );
}
