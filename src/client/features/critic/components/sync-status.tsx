import { Badge } from "@client/components/ui/badge";
import type { CriticReview } from "@shared/schemas/critic";
import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";

/** Where a review is on its way to the critic database. */
export function SyncStatus({ review }: { review: CriticReview }) {
  if (review.syncStatus === "delivered") {
    return (
      <Badge tone="success">
        <CheckCircle2 aria-hidden className="size-3.5" /> Published
      </Badge>
    );
  }
  if (review.syncStatus === "pending") {
    return (
      <Badge tone="warning" className="max-w-full">
        <Clock aria-hidden className="size-3.5 shrink-0" />
        <span>
          Waiting to reach the critic database
          {review.syncError && <span className="sr-only"> (last attempt: {review.syncError})</span>}
        </span>
      </Badge>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Badge tone="danger" className="self-start">
        <AlertTriangle aria-hidden className="size-3.5" /> Delivery failed
      </Badge>
      {review.syncError && (
        <p className="text-xs text-danger">{review.syncError} An administrator can retry it.</p>
      )}
    </div>
  );
}
