import { Skeleton } from "@client/components/ui/skeleton";
import { useReportSummary } from "@client/features/moderation/api";
import { formatCount } from "@client/lib/format";
import { paths } from "@shared/routing/page-paths";
import { Flag } from "lucide-react";
import { Figure, QueueCard } from "./queue-card";

/** The admin dashboard's view of the moderation queue: reported reviews waiting for a decision. */
export function ReportsCard() {
  const summary = useReportSummary();
  const open = summary.data?.open;
  return (
    <QueueCard
      id="reports-heading"
      icon={Flag}
      title="Reported reviews"
      description="Reviews readers reported, waiting for a decision."
      to={paths.adminReports}
      linkLabel="Review reports"
      waiting={Boolean(open)}
      query={summary}
      errorTitle="Could not load the reports"
    >
      <dl aria-busy={summary.isPending || undefined}>
        <Figure label="Open reports">
          {open === undefined ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <span data-testid="open-reports-figure">{formatCount(open)}</span>
          )}
        </Figure>
      </dl>
    </QueueCard>
  );
}
