import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import type { AdminStats } from "@shared/schemas/admin";
import { CloudUpload, RotateCcw } from "lucide-react";
import { useRetryFailedDeliveries } from "../api/dashboard";

const n = (value: number) => value.toLocaleString("en-US");

/** Critic reviews on their way to the critic database, and a way to retry those that failed. */
export function DeliveryCard({ stats }: { stats: AdminStats | undefined }) {
  const retry = useRetryFailedDeliveries();
  const onRetry = () =>
    retry.mutate(undefined, {
      onSuccess: ({ retried }) =>
        toast({
          title: "Deliveries queued",
          description: `${n(retried)} critic ${retried === 1 ? "review" : "reviews"} will be delivered again.`,
        }),
      onError: (error) =>
        toast({
          title: "Error retrying deliveries",
          description: `There was an error retrying the deliveries. ${errorMessage(error)}`,
          variant: "destructive",
        }),
    });

  return (
    <Card className="flex flex-col gap-2 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CloudUpload aria-hidden className="size-5 text-accent" /> Critic database delivery
      </h2>
      {stats ? (
        <>
          <p className="text-sm text-fg-secondary">
            <span className="text-2xl font-semibold text-fg tabular">{n(stats.pendingDeliveries)}</span>{" "}
            {stats.pendingDeliveries === 1 ? "critic review is" : "critic reviews are"} waiting for delivery
            to the critic database.
          </p>
          {stats.failedDeliveries > 0 && (
            <div className="flex flex-col items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
              <p className="text-fg">
                {n(stats.failedDeliveries)} {stats.failedDeliveries === 1 ? "delivery" : "deliveries"} failed
                after every retry.
              </p>
              <Button variant="outline" onClick={onRetry} disabled={retry.isPending}>
                <RotateCcw aria-hidden /> {retry.isPending ? "Retrying..." : "Retry Failed Deliveries"}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="text-sm text-fg-muted">Loading…</p>
      )}
    </Card>
  );
}
