import { cn } from "@client/lib/cn";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

/** Page buttons: all of them up to 7 pages, else the ends and the current neighbourhood with ellipses. */
export function pageItems(current: number, total: number): (number | "…")[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, "…", total];
  if (current >= total - 3) return [1, "…", total - 4, total - 3, total - 2, total - 1, total];
  return [1, "…", current - 1, current, current + 1, "…", total];
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
      {pageItems(page, totalPages).map((item, i) =>
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
            {item.toLocaleString("en-US")}
          </Button>
        ),
      )}
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
