import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { AlertCircle, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "./button-class";

/** The technical side of a failure, for a small second line: the HTTP status and the server's code. */
export function technicalDetail(error: unknown): string | null {
  if (error instanceof ApiError) {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    return [`HTTP ${error.status}`, typeof code === "string" ? code : null].filter(Boolean).join(" · ");
  }
  if (error instanceof TypeError) return "Network error: no answer from the server";
  return null;
}

interface ErrorStateProps {
  /** What could not load, said plainly ("Could not load your reviews"). */
  title: string;
  error: unknown;
  /** Asks again; the button stays focusable while the request runs. */
  onRetry: () => void;
  retrying?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * A failed load: a plain message, the technical detail on a smaller line, and Try again. Pages show it
 * instead of their figures (never zeros that look like real data).
 */
export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
  children,
  className,
}: ErrorStateProps) {
  const detail = technicalDetail(error);
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
          if (!retrying) onRetry();
        }}
        aria-disabled={retrying || undefined}
        className={buttonClass("outline", "md", "self-start aria-disabled:opacity-60")}
      >
        <RotateCcw aria-hidden /> {retrying ? "Retrying..." : "Try again"}
      </button>
    </div>
  );
}
