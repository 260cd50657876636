import { Card } from "@client/components/ui/card";
import { formatCriticDate, formatRating } from "@client/lib/format";
import type { AdminCriticWithActivity } from "@shared/schemas/admin";
import type { ReactNode } from "react";
import { ActivityBadge, HolderBadge } from "./activity-badge";
import { Sparkline } from "./sparkline";

/** Phones: one card per critic with the same figures as the table's row. */
export function CriticCard({ critic, actions }: { critic: AdminCriticWithActivity; actions: ReactNode }) {
  const figures: [string, ReactNode][] = [
    ["Last 30 days", critic.reviewsLast30Days],
    ["Total", critic.totalReviews],
    ["Avg. rating", formatRating(critic.averageRating)],
    ["Last review", critic.lastReviewDate ? formatCriticDate(critic.lastReviewDate) : "Never"],
  ];
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold wrap-anywhere">{critic.name}</h2>
          <p className="text-sm text-fg-muted wrap-anywhere">
            {critic.publications.map((p) => p.name).join(", ")}
          </p>
        </div>
        <ActivityBadge activity={critic.activity} />
      </div>
      <dl className="grid gap-y-1 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>{critic.title}</span>
        <Sparkline values={critic.weekly} label="Reviews per week for 12 weeks, oldest first" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <HolderBadge username={critic.assignedUsername} />
      </div>
      <div className="mt-auto">{actions}</div>
    </Card>
  );
}
