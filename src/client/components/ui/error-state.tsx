import { cn } from "@client/lib/cn";
import { ApiError } from "@client/lib/http";
import { AlertCircle, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "./button-class";

/** The technical side of a failure, for a small second line: the HTTP status and the server's code. */
export function technicalDetail(error: unknown): string | null {
  if (error instanceof ApiError) {
    return [`HTTP ${error.status}`, error.code].filter(Boolean).join(" · ");
  }
  if (error instanceof TypeError) return "Network error: no answer from the server";
  return null;
}

/** The part of a TanStack Query result a failed load needs: what went wrong, and asking again. */
export interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

interface ErrorStateProps {
  /** What could not load, said plainly ("Could not load your reviews"). */
  title: string;
  /** The failed query; Try again refetches it (the button stays focusable while the request runs). */
  query: FailedQuery;
  children?: ReactNode;
  className?: string;
}

/**
 * A failed load: a plain message, the technical detail on a smaller line, and Try again. Pages show it
 * instead of their figures (never zeros that look like real data).
 */
export function ErrorState({ title, query, children, className }: ErrorStateProps) {
  const detail = technicalDetail(query.error);
  const retrying = query.isFetching;
  return (
    <div
      role="alert"
      data-testid="error-state"
      className={cn("flex flex-col gap-3 rounded-lg border border-danger/50 bg-danger/10 p-4", className)}
    >
      <div className="flex gap-3">
        <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold text-fg">{title}</p>
          <p className="text-sm text-fg-secondary">
            {children ?? "Please check your connection and try again."}
          </p>
          {detail && <p className="text-xs text-fg-muted tabular [overflow-wrap:anywhere]">{detail}</p>}
        </div>
      </div>
      <button
        type="button"
        onClick={() => {
          if (!retrying) query.refetch();
        }}
        aria-disabled={retrying || undefined}
        className={buttonClass("outline", "md", "self-start aria-disabled:opacity-60")}
      >
        <RotateCcw aria-hidden /> {retrying ? "Retrying..." : "Try again"}
      </button>
    </div>
  );
}
