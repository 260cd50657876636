import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { cn } from "@client/lib/cn";
import { formatCount, formatDateTime } from "@client/lib/format";
import type { AdminStats } from "@shared/schemas/admin";
import { CloudUpload, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useRetryDelivery, useRetryFailedDeliveries } from "../api/dashboard";
import { formatAge } from "../lib/trends";

const n = formatCount;

function Figure({ label, children, alarm = false }: { label: string; children: ReactNode; alarm?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={cn("text-xl font-semibold tabular", alarm ? "text-danger" : "text-fg")}>{children}</dd>
    </div>
  );
}

/** Toasts for a retry's outcome (all failed ones, or one review). */
function useRetryToasts() {
  return {
    onSuccess: ({ retried }: { retried: number }) =>
      toast({
        title: "Deliveries queued",
        description: `${n(retried)} critic ${retried === 1 ? "review" : "reviews"} will be delivered again.`,
      }),
    onError: (error: unknown) =>
      toastFailure(
        "Error retrying deliveries",
        `There was an error retrying the deliveries. ${errorMessage(error)}`,
      ),
  };
}

/**
 * Delivery health of the critic database: what waits, what failed, what arrived in the last 24 hours, how
 * long the oldest has waited and the newest error, with the retries one click away.
 */
export function DeliveryCard({ stats, now = Date.now() }: { stats: AdminStats | undefined; now?: number }) {
  const retryAll = useRetryFailedDeliveries();
  const retryOne = useRetryDelivery();
  const toasts = useRetryToasts();
  const error = stats?.lastDeliveryError ?? null;

  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby="delivery-heading" role="region">
      <h2 id="delivery-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CloudUpload aria-hidden className="size-5 text-accent" /> Delivery health
      </h2>
      <p className="-mt-3 text-sm text-fg-muted">Critic reviews on their way to the critic database.</p>
      {stats ? (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Figure label="Waiting">{n(stats.pendingDeliveries)}</Figure>
            <Figure label="Failed" alarm={stats.failedDeliveries > 0}>
              {n(stats.failedDeliveries)}
            </Figure>
            <Figure label="Delivered, last 24 h">{n(stats.deliveredLast24Hours)}</Figure>
            <Figure label="Oldest waiting">
              {stats.oldestWaitingSince ? (
                <span className="text-base">{formatAge(now - Date.parse(stats.oldestWaitingSince))}</span>
              ) : (
                <span className="text-base text-fg-muted">None waiting</span>
              )}
            </Figure>
          </dl>
          {error ? (
            <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface-2 p-3 text-sm">
              <p className="text-xs text-fg-muted">
                Last error, {formatDateTime(error.at)} ({error.status === "failed" ? "gave up" : "will retry"}
                )
              </p>
              <p className="break-words text-fg">{error.message}</p>
              <p className="break-words text-xs text-fg-secondary">
                {error.reviewer} on “{error.podcast}”
              </p>
              {error.status === "failed" && (
                <Button
                  variant="outline"
                  className="mt-1 w-fit"
                  disabled={retryOne.isPending}
                  onClick={() => retryOne.mutate(error.reviewId, toasts)}
                >
                  <RotateCcw aria-hidden /> {retryOne.isPending ? "Retrying..." : "Retry This Review"}
                </Button>
              )}
            </div>
          ) : (
            <p className="text-sm text-fg-muted">No delivery errors.</p>
          )}
          {stats.failedDeliveries > 0 && (
            <Button
              variant="outline"
              className="w-fit"
              onClick={() => retryAll.mutate(undefined, toasts)}
              disabled={retryAll.isPending}
            >
              <RotateCcw aria-hidden /> {retryAll.isPending ? "Retrying..." : "Retry Failed Deliveries"}
            </Button>
          )}
        </>
      ) : (
        <dl aria-hidden className="grid grid-cols-2 gap-x-4 gap-y-3">
          {["Waiting", "Failed", "Delivered, last 24 h", "Oldest waiting"].map((label) => (
            <div key={label} className="flex flex-col gap-1">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-7 w-12" />
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
