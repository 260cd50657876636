import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageItems } from "../lib/paging";

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, the page buttons (with ellipses past 7 pages) and Next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden /> <span className="hidden sm:inline">Previous</span>
      </Button>
      {pageItems(page, pages).map((item) =>
        typeof item === "number" ? (
          <Button
            key={item}
            variant={item === page ? "primary" : "ghost"}
            size="sm"
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            onClick={() => onPage(item)}
            className={cn("min-w-9 tabular", item === page && "pointer-events-none")}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden className="px-1 text-fg-muted">
            …
          </span>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span> <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
