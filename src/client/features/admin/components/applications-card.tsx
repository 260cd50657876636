import { Skeleton } from "@client/components/ui/skeleton";
import { useApplicationSummary } from "@client/features/applications/api";
import { formatCount, plural } from "@client/lib/format";
import { DECISION_MEDIAN_DAYS } from "@shared/constants/programme";
import { paths } from "@shared/routing/page-paths";
import { Inbox } from "lucide-react";
import { Figure, QueueCard } from "./queue-card";

const days = (value: number) => `${value.toFixed(1)} ${value === 1 ? "day" : "days"}`;

/** The admin dashboard's view of the critic programme's queue: open applications and how fast they are decided. */
export function ApplicationsCard() {
  const summary = useApplicationSummary();
  const data = summary.data;
  return (
    <QueueCard
      id="applications-heading"
      icon={Inbox}
      title="Critic applications"
      description="People asking to join the critic programme."
      to={paths.adminApplications}
      linkLabel="Review applications"
      waiting={Boolean(data?.open)}
      query={summary}
      errorTitle="Could not load the applications"
    >
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-busy={summary.isPending || undefined}>
        <Figure label="Open applications">
          {data ? formatCount(data.open) : <Skeleton className="h-8 w-16" />}
        </Figure>
        <Figure label={`Median time to a decision, last ${DECISION_MEDIAN_DAYS} days`}>
          {!data ? (
            <Skeleton className="h-8 w-32" />
          ) : data.medianDaysToDecision === null ? (
            <span className="text-base font-normal text-fg-muted">No decisions yet</span>
          ) : (
            <>
              {days(data.medianDaysToDecision)}
              <span className="ml-2 text-sm font-normal text-fg-muted">
                over {plural(data.decidedLast90Days, "decision")}
              </span>
            </>
          )}
        </Figure>
      </dl>
    </QueueCard>
  );
}
